/// `--kind address`: a postal address alone, in whichever shape its keys say.
struct AddressDocumentRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard let shape = AddressShape.detect(root) else {
            context.report(
                .unknownDocumentKind, at: root,
                "the keys match no address shape, or two of them equally (MPL PayPalAddress, Orders v2, Apple Pay, "
                    + "an Apple Pay JS contact, Payments v1)")
            return
        }
        AddressCheck.check(root, shape: shape, in: &context)
    }
}
