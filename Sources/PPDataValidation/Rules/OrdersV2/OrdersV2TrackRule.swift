/// `orders-v2-track`: `POST /v2/checkout/orders/{id}/track`, a shipment's tracking information for a captured
/// order, beyond its schema (`order_tracker_request`):
///
/// - a `tracking_number` needs its `carrier`: "When a call includes `tracking_number`, you also need to pass carrier
///   information using the `carrier` parameter" (PayPal's Add Tracking integration guide);
/// - `carrier` `OTHER` needs `carrier_name_other`: "If your carrier name is not in the list, set `carrier` to `OTHER`
///   and set carrier name in `carrier_name_other`" (the published `shipment_carrier`).
///
/// The published schema also requires `transaction_id` and `status` (inherited from the Tracking API's
/// `shipment_tracker`); this call does not, as overrides.tsv says with its evidence.
struct OrdersV2TrackRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        if root["tracking_number"] != nil, root["carrier"] == nil {
            context.report(
                .missingRequiredParameter, missing: "carrier", in: root,
                "\"carrier\" is missing; PayPal needs the carrier of a \"tracking_number\"")
        }
        if let carrier = root["carrier"], carrier.stringEquals("OTHER"), root["carrier_name_other"] == nil {
            context.report(
                .missingRequiredParameter, missing: "carrier_name_other", in: root,
                "\"carrier_name_other\" is missing; a carrier of \"OTHER\" is named there")
        }
    }
}
