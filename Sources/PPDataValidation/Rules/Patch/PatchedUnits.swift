/// The items a JSON Patch gives an Orders v2 purchase unit whose amount it also sets, so that `JSONPatchRule` checks
/// that amount against them, as PayPal checks the order the patch leaves.
///
/// A unit is paired only when the patch leaves no doubt what the two values are at its end: it adds or replaces the
/// unit's `items` (an array) once and its `amount` once, and no other operation can change or move them. So nothing
/// is paired when an operation sets, removes or inserts a whole unit or the whole `purchase_units` (an insert shifts
/// the indexes), moves or copies anything under `purchase_units`, or names units both by index and by PayPal's
/// selector (the two may be one unit); and a unit is not paired when an operation reaches inside its items or amount
/// (`…/items/-`, `…/amount/value`) or removes either. `test` operations change nothing.
struct PatchedUnits {
    /// A unit as a path names it: PayPal's selector, whose reference id is compared byte for byte (`é` written as one
    /// scalar or as `e` and a combining accent are two ids), or an index.
    enum Unit: Hashable {
        case referenceID([UInt8])
        case index(Int)

        /// The unit `token` names; nil for `-` (a new unit) and for a name.
        init?(_ token: PatchPath.Token) {
            switch token {
            case .referenceID(let id): self = .referenceID(Array(id.utf8))
            case .index(let index?): self = .index(index)
            case .index(nil), .member: return nil
            }
        }
    }

    /// The paired units' items.
    private let items: [Unit: JSONView]

    /// The pairs of `patch`, a JSON Patch array.
    init(_ patch: JSONView) {
        var items: [Unit: JSONView] = [:]
        var itemsSet: [Unit: Int] = [:]
        var amountSet: [Unit: Int] = [:]
        var unpaired: Set<Unit> = []
        var byIndex = false
        var bySelector = false
        for operation in patch.elements where operation.kind == .object {
            let op = operation["op"]?.string
            if op == "test" { continue }
            let text = operation["path"]?.string
            if op == "move" || op == "copy" {
                let from = operation["from"]?.string
                if Self.isInUnits(text) || Self.isInUnits(from) {
                    self.items = [:]
                    return
                }
                continue
            }
            guard let text, Self.isInUnits(text), let path = PatchPath(text) else { continue }
            guard path.tokens.count >= 3, let unit = Unit(path.tokens[1]) else {
                // The whole array, a whole unit, or a new one: any unit may change, or change places.
                self.items = [:]
                return
            }
            let member = path.tokens[2]
            guard member == .member("items") || member == .member("amount") else { continue }
            if case .index = unit { byIndex = true } else { bySelector = true }
            let value = operation["value"]
            let setsWhole = path.tokens.count == 3 && (op == "add" || op == "replace") && value != nil
            if member == .member("items"), setsWhole, let value, value.kind == .array {
                items[unit] = value
                itemsSet[unit, default: 0] += 1
            } else if member == .member("amount"), setsWhole {
                amountSet[unit, default: 0] += 1
            } else {
                unpaired.insert(unit)
            }
        }
        self.items =
            byIndex && bySelector
            ? [:]
            : items.filter { !unpaired.contains($0.key) && itemsSet[$0.key] == 1 && amountSet[$0.key] == 1 }
    }

    /// The items paired with the amount `path` sets (`/purchase_units/<unit>/amount`), else nil.
    func items(forAmountAt path: PatchPath) -> JSONView? {
        guard !items.isEmpty, path.tokens.count == 3, path.tokens[0] == .member("purchase_units"),
            path.tokens[2] == .member("amount"), let unit = Unit(path.tokens[1])
        else { return nil }
        return items[unit]
    }

    /// Whether a path (or `from`) lies in `/purchase_units`.
    private static func isInUnits(_ text: String?) -> Bool {
        guard let text else { return false }
        return text == "/purchase_units" || text.hasPrefix("/purchase_units/")
    }
}
