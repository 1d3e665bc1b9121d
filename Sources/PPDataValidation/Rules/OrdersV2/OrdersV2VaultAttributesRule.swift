/// The vault instructions of `payment_source.{card,paypal,venmo}.attributes.vault`.
///
/// PayPal: `paypal_wallet_vault_instruction` requires `usage_type` (MERCHANT or PLATFORM);
/// `venmo_wallet_vault_attributes` requires `store_in_vault` and `usage_type`; `store_in_vault` is ON_SUCCESS, the
/// only value of the published specification. PayPal's mobile SDK integration story (a draft) spells the instruction
/// two other ways: `store_in_vault: ON_ORDER_COMPLETION` (`INVALID_PARAMETER_VALUE`, suggestion ON_SUCCESS) and a key
/// `confirm_payment_token` (`UNKNOWN_FIELD` warning, suggestion `store_in_vault`; its value is not checked).
///
/// The card's and PayPal's instructions make `store_in_vault` optional in the schema, but PayPal's create,
/// confirm-payment-source, authorize and capture errors (checkout_orders_v2.json, 422, orders.confirm-422,
/// orders.authorize-422, orders.capture-422) refuse a vault object without it: VAULT_INSTRUCTION_REQUIRED, "Vault
/// instruction is required. Please use `vault.store_in_vault` to provide vault instruction." Every integration seen
/// sends it (WooCommerce PayPal Payments, OXID's PayPal module, PayPal's iOS demo); PayPal's 2022 demos sent the draft
/// key in its place, which is reported on its own and not again as missing.
struct OrdersV2VaultAttributesRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        let order = context.ordersV2Order(root)
        guard let source = OrdersV2.member(order[OrdersV2.OrderKey.paymentSource]) else { return }
        // Read quietly: `OrdersV2PaymentSourceRule` reports the source's keys.
        let sources = JSONObjectMembers(reading: source, keys: OrdersV2.paymentSourceKeys)
        if let vault = vault(of: .card, in: sources) {
            checkVault(
                vault, scan: OrdersV2.cardVaultScan, requires: [], wallet: "card", needsInstruction: true, in: &context)
        }
        if let vault = vault(of: .paypal, in: sources) {
            checkVault(
                vault, scan: OrdersV2.walletVaultScan, requires: ["usage_type"], wallet: "PayPal", needsInstruction: true,
                in: &context)
        }
        if let vault = vault(of: .venmo, in: sources) {
            checkVault(
                vault, scan: OrdersV2.walletVaultScan, requires: ["store_in_vault", "usage_type"], wallet: "Venmo",
                needsInstruction: false, in: &context)
        }
    }

    private func vault(of kind: OrdersV2.PaymentSourceKey, in sources: JSONObjectMembers) -> JSONView? {
        OrdersV2.member(OrdersV2.member(OrdersV2.member(sources[kind]), "attributes"), "vault")
    }

    /// Checks one vault instruction; `needsInstruction`: a missing `store_in_vault` is VAULT_INSTRUCTION_REQUIRED
    /// (where `requires` does not name it).
    private func checkVault(
        _ value: JSONView, scan: JSONKeySet, requires: [String], wallet: String, needsInstruction: Bool,
        in context: inout ValidationContext
    ) {
        // The draft key is in `scan` (taken out of the generic unknown-key report) so that it gets its own suggestion.
        let draftKey = OrdersV2.draftStoreInVaultKey
        guard let vault = context.object(value, known: scan, what: "the \(wallet) vault instruction") else {
            return
        }
        let draft = vault.member(named: draftKey)
        if let draft, OrdersV2.member(vault.member(named: "store_in_vault")) != nil {
            // Both instructions: PayPal's VAULT_INSTRUCTION_DUPLICATED (create and confirm-payment-source errors,
            // checkout_orders_v2.json), "Only one vault instruction is allowed. Please use `vault.store_in_vault` to
            // provide vault instruction."
            context.report(
                .vaultInstructionDuplicated, at: draft,
                "\"\(draftKey)\" beside \"store_in_vault\" is a second vault instruction, and PayPal takes one: leave out \"\(draftKey)\", a draft spelling")
        } else if let draft {
            context.report(
                .unknownField, .warning, at: draft,
                "\"\(draftKey)\" is a draft spelling from the mobile SDK integration story; PayPal's field is \"store_in_vault\": \"ON_SUCCESS\"",
                suggestion: "store_in_vault")
        }
        for key in requires where OrdersV2.member(vault.member(named: key)) == nil {
            let hint = key == "store_in_vault" && draft != nil ? " (\"\(draftKey)\" is not read in its place)" : ""
            context.report(
                .missingRequiredParameter, missing: key, in: vault,
                "\(wallet.withIndefiniteArticle) vault instruction needs \"\(key)\"\(hint)",
                suggestion: key == "store_in_vault" ? "ON_SUCCESS" : nil)
        }
        if needsInstruction, draft == nil, OrdersV2.member(vault.member(named: "store_in_vault")) == nil {
            context.report(
                .vaultInstructionRequired, missing: "store_in_vault", in: vault,
                "\(wallet.withIndefiniteArticle) vault object without \"store_in_vault\" gives PayPal no instruction; send \"store_in_vault\": \"ON_SUCCESS\", or leave \"vault\" out",
                suggestion: "ON_SUCCESS")
        }
        if let (storeValue, store) = context.string("store_in_vault", in: vault), store != "ON_SUCCESS" {
            let message =
                store == "ON_ORDER_COMPLETION"
                ? "store_in_vault \"ON_ORDER_COMPLETION\" is a draft value; PayPal's only value is ON_SUCCESS (vault once a payment succeeds)"
                : "store_in_vault \"\(store.prefix(40))\" is not ON_SUCCESS, the only value PayPal accepts"
            context.report(.invalidParameterValue, at: storeValue, message, suggestion: "ON_SUCCESS")
        }
        guard scan.count > 2 else { return }  // the card instruction has store_in_vault only
        _ = context.enumeration("usage_type", in: vault, allowed: OrdersV2.usageTypes)
        _ = context.enumeration("customer_type", in: vault, allowed: OrdersV2.customerTypes)
        _ = context.enumeration("usage_pattern", in: vault, allowed: OrdersV2.usagePatterns)
        context.checkString("description", in: vault, length: 1...128)
        _ = context.boolean("permit_multiple_payment_tokens", in: vault)
    }
}
