/// A saved card (`payment_source.card.vault_id`) sent with the card's `expiry` or `billing_address`.
///
/// PayPal holds both with the saved card and refuses them beside its id: a recurring charge of a saved card sent
/// with `vault_id`, `expiry`, `last_digits`, `brand`, `name`, `billing_address` and `stored_credential` was answered
/// 422 UNPROCESSABLE_ENTITY with INCOMPATIBLE_PARAMETER_VALUE, "The value of the field is incompatible/redundant with
/// other fields in the order.", at `/payment_source/card/vault_id`, `/payment_source/card/expiry` and
/// `/payment_source/card/billing_address` (PayPal's answer and the request quoted in numinix/paypal_rest_api,
/// docs/VAULT_INCOMPATIBLE_PARAMETER_FIX.md, January 2026). The same card's `name` drew no issue, so it stays
/// allowed, as do `last_digits` and `brand`, read-only members the schema layer accepts unchecked. Each redundant
/// member is reported where it stands, naming the `vault_id` it repeats; the card check leaves the expiry and the
/// address otherwise unchecked, as they are to go, not to be mended.
///
/// A check `OrdersV2PaymentSourceRule` calls on the card it has read, not a rule of its own: a rule looking the card
/// up again in every Orders v2 body cost 2.1 M instructions on the broad corpus (0.18% of the CLI, callgrind).
enum OrdersV2SavedCard {
    /// The members of a card that a saved card already holds.
    private static let heldBySavedCard: [OrdersV2.CardKey] = [.expiry, .billingAddress]

    /// Reports `card`'s members that its `vault_id` (the member `vaultID`, which the card rule has read) makes
    /// redundant.
    static func reportHeldMembers(
        of card: JSONObjectMembers, besides vaultID: JSONView, in context: inout ValidationContext
    ) {
        for key in heldBySavedCard {
            guard let member = OrdersV2.member(card[key]) else { continue }
            context.report(
                .incompatibleParameterValue, at: member,
                "\"\(key.name)\" beside \"vault_id\" (\(vaultID.pointer)): the saved card holds its own, and PayPal refuses a second as redundant; leave it out")
        }
    }
}
