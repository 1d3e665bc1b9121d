import Foundation
import Testing

@testable import PPDataValidation

/// One-constraint mutations of the valid examples: every constraint of the generated schema that a mutation breaks
/// is found at its JSON pointer.
extension RequestSchemaTests {
    /// One constraint of the schema broken at one place of a valid document, and where the finding must be.
    struct Mutation: CustomStringConvertible {
        var pointer: String
        var what: String
        var document: Any
        var description: String { "\(what) at \(pointer)" }
    }

    /// Every one-constraint mutation the walk reaches: each enumeration given a value outside it, each string
    /// with a maximum length made one longer, each required member removed, each typed value given another type,
    /// each absent member that must be an object or an array written as a string.
    func mutations(of document: Any, shape: Int) -> [Mutation] {
        var found: [Mutation] = []
        func visit(_ value: Any, shape index: Int, path: [Any], replace: @escaping (Any?) -> Any) {
            let shape = RequestSchema.shapes[index]
            let pointer = path.map { "/\($0)" }.joined()
            if shape.values >= 0, value is String {
                found.append(
                    Mutation(
                        pointer: pointer, what: "a value outside the enumeration", document: replace("NOT_A_VALUE_1")))
            } else if shape.maxLength > 0, shape.maxLength < 5000, let text = value as? String, shape.pattern < 0 {
                let longer =
                    text + String(repeating: text.last.map(String.init) ?? "A", count: shape.maxLength + 1 - text.count)
                found.append(Mutation(pointer: pointer, what: "one character too many", document: replace(longer)))
            }
            if shape.types == RequestSchema.Types.string.rawValue, value is String {
                found.append(Mutation(pointer: pointer, what: "an object for a string", document: replace(["x": 1])))
            }
            if let object = value as? [String: Any], shape.object >= 0 {
                let definition = RequestSchema.objects[shape.object]
                for member in RequestSchema.members[definition.members] where !member.readOnly {
                    let key = member.name.description
                    let inner = { (new: Any?) -> Any in
                        var copy = object
                        copy[key] = new
                        return replace(copy)
                    }
                    if let child = object[key] {
                        visit(child, shape: member.shape, path: path + [key], replace: inner)
                    }
                    if object[key] == nil {
                        found += absentMutations(shape: member.shape, pointer: pointer + "/" + key, document: inner)
                    }
                    if member.required, object[key] != nil {
                        found.append(
                            Mutation(
                                pointer: pointer + "/" + key, what: "a required member removed", document: inner(nil)))
                    }
                }
            }
            if let array = value as? [Any], shape.items >= 0 {
                for (offset, element) in array.enumerated() {
                    visit(element, shape: shape.items, path: path + [offset]) { new in
                        var copy = array
                        if let new { copy[offset] = new } else { copy.remove(at: offset) }
                        return replace(copy)
                    }
                }
            }
        }
        visit(document, shape: shape, path: []) { $0 ?? [:] as [String: Any] }
        return found
    }

    /// A member the document lacks, written so that it breaks one constraint: outside its enumeration, one
    /// character too long, an object for a string, a string for an object or an array. The rules read only the
    /// members they know, so a member no example has is where a constraint can go unchecked.
    func absentMutations(shape index: Int, pointer: String, document: (Any?) -> Any) -> [Mutation] {
        let shape = RequestSchema.shapes[index]
        let types = RequestSchema.Types(rawValue: shape.types)
        var found: [Mutation] = []
        if shape.values >= 0 {
            found.append(Mutation(pointer: pointer, what: "an absent enumeration given another value", document: document("NOT_A_VALUE_1")))
        } else if types == .string, shape.maxLength > 0, shape.maxLength < 5000, shape.pattern < 0, shape.owner == .none {
            let text = String(repeating: "A", count: shape.maxLength + 1)
            found.append(Mutation(pointer: pointer, what: "an absent string one character too long", document: document(text)))
        }
        if types == .string {
            found.append(Mutation(pointer: pointer, what: "an object for an absent string", document: document(["x": 1])))
        }
        if !types.isEmpty, types.isDisjoint(with: [.string, .number, .boolean]) {
            found.append(Mutation(pointer: pointer, what: "a string for an absent object or array", document: document("x")))
        }
        return found
    }

    @Test(
        "every one-constraint mutation of a valid example is found at its JSON pointer",
        arguments: [
            ("orders-v2-valid.json", DocumentKind.ordersV2, 300), ("payments-v1-valid.json", .paymentsV1, 70),
            ("payments-v1-capture-valid.json", .paymentsV1Capture, 7),
            ("payouts-batch-valid.json", .payoutsBatch, 40),
            ("by-endpoint/orders-v2-authorize-valid.json", .ordersV2Authorize, 35),
            ("by-endpoint/orders-v2-capture-valid.json", .ordersV2Capture, 14),
            ("by-endpoint/orders-v2-confirm-payment-source-valid.json", .ordersV2ConfirmPaymentSource, 40),
            ("by-endpoint/orders-v2-track-valid.json", .ordersV2Track, 20),
            ("by-endpoint/payments-v1-execute-valid.json", .paymentsV1Execute, 24),
            ("by-endpoint/payments-v1-order-authorize-valid.json", .paymentsV1OrderAuthorize, 5),
            ("by-endpoint/payments-v1-reauthorize-valid.json", .paymentsV1Reauthorize, 6),
            ("by-endpoint/payments-v1-refund-valid.json", .paymentsV1Refund, 8),
            ("by-endpoint/payments-v2-capture-valid.json", .paymentsV2Capture, 8),
            ("by-endpoint/payments-v2-reauthorize-valid.json", .paymentsV2Reauthorize, 4),
            ("by-endpoint/payments-v2-refund-valid.json", .paymentsV2Refund, 7),
            ("by-endpoint/vault-payment-token-valid.json", .vaultPaymentToken, 6),
            ("by-endpoint/vault-setup-token-valid.json", .vaultSetupToken, 33),
        ])
    func mutationsAreFound(file: String, kind: DocumentKind, atLeast: Int) throws {
        let document = try example(file)
        #expect(try validate(document, as: kind).isValid)
        let call = try #require(kind.requestCall)
        let body = try #require(RequestSchema.body(method: call.method, path: call.path))
        let all = mutations(of: document, shape: body.shape)
        #expect(all.count >= atLeast, "too few mutations reached: \(all.count)")
        for mutation in all {
            let report = try validate(mutation.document, as: kind)
            let hit = report.diagnostics.contains {
                $0.path == mutation.pointer || $0.path.hasPrefix(mutation.pointer + "/")
            }
            #expect(hit, "\(mutation) was not reported; found \(report.diagnostics.map { "\($0.code) \($0.path)" })")
        }
    }
}
