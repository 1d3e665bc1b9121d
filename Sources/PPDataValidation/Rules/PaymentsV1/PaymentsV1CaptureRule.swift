/// `payments-v1-capture`: `POST /v1/payments/authorization/{id}/capture`: `amount{currency, total}` (no
/// `details`), `is_final_capture`, `invoice_number`, `note_to_payer`.
struct PaymentsV1CaptureRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let root = context.object(root, known: PaymentsV1Keys.capture, what: "a Payments v1 capture") else { return }
        if let amount = context.required("amount", in: root) {
            _ = PaymentsV1Amount.check(amount, detailsAllowed: false, in: &context)
        }
        _ = context.boolean("is_final_capture", in: root)
        context.checkString("invoice_number", in: root, length: 0...127)
        context.checkString("note_to_payer", in: root, length: 0...255)
    }
}
