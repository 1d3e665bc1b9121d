/// A wallet token the merchant decrypted itself carries the authentication data its type names.
///
/// - Apple Pay (`payment_source.apple_pay.decrypted_token`): `payment_data_type` says which data `payment_data`
///   carries, a 3-D Secure cryptogram (`3DSECURE`, outside China) or EMV data (`EMV`, in China). The member names are
///   the published `apple_pay_decrypted_token_data` and `apple_pay_payment_data`.
/// - Google Pay (`payment_source.google_pay.decrypted_token`): `authentication_method` `CRYPTOGRAM_3DS` needs its
///   `cryptogram`; `PAN_ONLY` has none. The member names are PayPal's SDK models (Data/openapi/sdk/models.json,
///   `google_pay_decrypted_token_data`: "a conditionally required field if authentication_method is CRYPTOGRAM_3DS").
///
/// PayPal's issue names and descriptions in the Orders v2 document's create and confirm-payment-source errors
/// (checkout_orders_v2.json, 422, orders.confirm-422): CRYPTOGRAM_REQUIRED, "Cryptogram is required if authentication
/// method is CRYPTOGRAM 3DS." (Google Pay's words); EMV_DATA_REQUIRED, "EMV Data is required if authentication method
/// is EMV."
struct OrdersV2DecryptedTokenRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        guard let source = OrdersV2.member(order[OrdersV2.OrderKey.paymentSource]), source.kind == .object else {
            return
        }
        if let token = OrdersV2.member(OrdersV2.member(source, "apple_pay"), "decrypted_token"), token.kind == .object {
            checkApplePay(token, in: &context)
        }
        if let token = OrdersV2.member(OrdersV2.member(source, "google_pay"), "decrypted_token"), token.kind == .object {
            checkGooglePay(token, in: &context)
        }
    }

    private func checkApplePay(_ token: JSONView, in context: inout ValidationContext) {
        guard let type = OrdersV2.member(token, "payment_data_type") else { return }
        let required: (key: StaticString, code: DiagnosticCode, what: String)
        if type.stringEquals("3DSECURE") {
            required = ("cryptogram", .cryptogramRequired, "its online payment cryptogram")
        } else if type.stringEquals("EMV") {
            required = ("emv_data", .emvDataRequired, "its EMV payment structure")
        } else {
            return
        }
        let data = OrdersV2.member(token, "payment_data")
        guard OrdersV2.member(data, required.key) == nil else { return }
        // An absent or non-object `payment_data` is reported where the member would go in it, or else at it.
        if let data, data.kind == .object {
            context.report(
                required.code, missing: "\(required.key)", in: data,
                "\"payment_data_type\" \"\(type.string ?? "")\" (\(type.pointer)) needs \(required.what) in \"\(required.key)\"")
        } else if data == nil {
            context.report(
                required.code, missing: "payment_data", in: token,
                "\"payment_data_type\" \"\(type.string ?? "")\" needs \"payment_data\" with \(required.what) in \"\(required.key)\"")
        }
    }

    private func checkGooglePay(_ token: JSONView, in context: inout ValidationContext) {
        guard let method = OrdersV2.member(token, "authentication_method"), method.stringEquals("CRYPTOGRAM_3DS"),
            OrdersV2.member(token, "cryptogram") == nil
        else { return }
        context.report(
            .cryptogramRequired, missing: "cryptogram", in: token,
            "\"authentication_method\" \"CRYPTOGRAM_3DS\" (\(method.pointer)) needs the token's 3-D Secure cryptogram in \"cryptogram\"")
    }
}
