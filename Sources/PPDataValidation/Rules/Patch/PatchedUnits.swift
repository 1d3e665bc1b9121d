/// What a JSON Patch gives an Orders v2 purchase unit whose amount it also sets: the unit's items, its platform
/// fees, and its shipping options (`shipping/options`, an array: the selected one costs the amount's shipping). `JSONPatchRule` checks that amount against the items, and the fees against that amount, as PayPal checks
/// the order the patch leaves.
///
/// A value is paired with the amount only when the patch leaves no doubt what the two are at its end: it sets the
/// unit's `amount` once, and its `items` (an array) or its fees (`payment_instruction`, an object, or
/// `payment_instruction/platform_fees`, an array) once, and no other operation can change or move them. So nothing
/// is paired when an operation sets, removes or inserts the whole document, a whole unit or the whole
/// `purchase_units` (an insert shifts the indexes), or moves or copies anything under `purchase_units`; nothing of a
/// pairing (items, or fees) is paired when the operations on its values (the amount and the items, or the amount and
/// the fees) name units both by index and by PayPal's selector (the two may be one unit); and a value is not paired
/// when an operation reaches inside it or the amount (`…/items/-`, `…/amount/value`, `…/platform_fees/0`) or
/// removes it. `test` operations change nothing, and an operation on another member of `payment_instruction`
/// (`disbursement_mode`) leaves the fees as they are.
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

    /// What the patch does to one of a unit's values.
    private struct Setting {
        /// What the pairing reads from the last operation that sets the value whole (for an instruction, its fees).
        var value: JSONView?
        /// How many operations set it whole.
        var count = 0
        /// Whether another operation changes it (inside it, or removing it).
        var touched = false

        /// What the pairing reads at the patch's end, when one operation alone decides it.
        var settled: JSONView? { count == 1 && !touched ? value : nil }

        /// Records an operation on the value: `whole` whether it sets the value whole (else it reaches inside,
        /// removes, or sets something no pairing can read), `read` what the pairing reads from it.
        mutating func record(whole: Bool, read: JSONView?) {
            if whole {
                value = read
                count += 1
            } else {
                touched = true
            }
        }
    }

    /// What the patch does to one unit.
    private struct Settings {
        var amount = Setting()
        var items = Setting()
        var fees = Setting()
        var options = Setting()
    }

    /// How the operations on one pairing's values name their units: by index, by selector, or both, in which case
    /// the two may be one unit and nothing of that pairing is paired.
    private struct Naming {
        var byIndex = false
        var bySelector = false

        mutating func record(_ unit: Unit) {
            if case .index = unit { byIndex = true } else { bySelector = true }
        }
    }

    /// Each unit the patch names, by how it is named.
    private let units: [Unit: Settings]
    /// Whether the operations on amounts and items name units one way only (else no items are paired).
    private let pairsItems: Bool
    /// Whether the operations on amounts and fees name units one way only (else no fees are paired).
    private let pairsFees: Bool
    /// Whether the operations on amounts and shipping options name units one way only (else no options are paired).
    private let pairsOptions: Bool

    /// The pairs of `patch`, a JSON Patch array.
    init(_ patch: JSONView) {
        var units: [Unit: Settings] = [:]
        var itemsNaming = Naming()
        var feesNaming = Naming()
        var optionsNaming = Naming()
        var pairsNothing = false
        scan: for operation in patch.elements where operation.kind == .object {
            let op = operation["op"]?.string
            if op == "test" { continue }
            let text = operation["path"]?.string
            if op == "move" || op == "copy" {
                let from = operation["from"]?.string
                if Self.isInUnits(text) || Self.isInUnits(from) {
                    pairsNothing = true
                    break scan
                }
                continue
            }
            guard let text, Self.isInUnits(text), let path = PatchPath(text) else { continue }
            guard path.tokens.count >= 3, let unit = Unit(path.tokens[1]) else {
                // The whole array, a whole unit, or a new one: any unit may change, or change places.
                pairsNothing = true
                break scan
            }
            let value = (op == "add" || op == "replace") ? operation["value"] : nil
            let tokens = path.tokens
            switch tokens[2] {
            case .member("amount"):
                units[unit, default: Settings()].amount.record(whole: tokens.count == 3 && value != nil, read: value)
                itemsNaming.record(unit)
                feesNaming.record(unit)
                optionsNaming.record(unit)
            case .member("items"):
                units[unit, default: Settings()].items.record(
                    whole: tokens.count == 3 && value?.kind == .array, read: value)
                itemsNaming.record(unit)
            case .member("payment_instruction") where tokens.count == 3:
                units[unit, default: Settings()].fees.record(
                    whole: value?.kind == .object, read: value?["platform_fees"])
                feesNaming.record(unit)
            case .member("payment_instruction") where tokens[3] == .member("platform_fees"):
                units[unit, default: Settings()].fees.record(
                    whole: tokens.count == 4 && value?.kind == .array, read: value)
                feesNaming.record(unit)
            case .member("shipping") where tokens.count == 3 || tokens[3] == .member("options"):
                // Set whole at `…/shipping/options`; the whole `shipping`, or a path inside the options, may change
                // them. Its other members (`name`, `address`) leave them as they are (a review).
                let whole = tokens.count == 4 && value?.kind == .array
                units[unit, default: Settings()].options.record(whole: whole, read: value)
                optionsNaming.record(unit)
            default:
                continue
            }
        }
        self.units = pairsNothing ? [:] : units
        pairsItems = !(itemsNaming.byIndex && itemsNaming.bySelector)
        pairsFees = !(feesNaming.byIndex && feesNaming.bySelector)
        pairsOptions = !(optionsNaming.byIndex && optionsNaming.bySelector)
    }

    /// The amount paired with the shipping options `path` sets (`/purchase_units/<unit>/shipping/options`), else
    /// nil: the patch sets both once, whole.
    func amount(forOptionsAt path: PatchPath) -> JSONView? {
        guard pairsOptions, let settings = settings(at: path, member: "shipping", depth: 4...4),
            path.tokens[3] == .member("options"), settings.options.settled != nil
        else { return nil }
        return settings.amount.settled
    }

    /// The items paired with the amount `path` sets (`/purchase_units/<unit>/amount`), else nil.
    func items(forAmountAt path: PatchPath) -> JSONView? {
        guard pairsItems, let settings = settings(at: path, member: "amount", depth: 3...3),
            settings.amount.settled != nil,
            let items = settings.items.settled
        else { return nil }
        return items
    }

    /// The platform fees an operation that sets them at `path` (`/purchase_units/<unit>/payment_instruction`, or
    /// its `/platform_fees`) gives the unit, and the amount they are paired with; nil when they are not paired.
    func fees(setAt path: PatchPath) -> (fees: JSONView, amount: JSONView)? {
        guard pairsFees, let settings = settings(at: path, member: "payment_instruction", depth: 3...4),
            path.tokens.count == 3 || path.tokens[3] == .member("platform_fees"),
            let fees = settings.fees.settled, let amount = settings.amount.settled
        else { return nil }
        return (fees, amount)
    }

    /// What the patch does to the unit `path` names, when the path is `/purchase_units/<unit>/<member>…` of one
    /// of `depth`'s lengths.
    private func settings(at path: PatchPath, member: String, depth: ClosedRange<Int>) -> Settings? {
        guard !units.isEmpty, depth.contains(path.tokens.count), path.tokens[0] == .member("purchase_units"),
            path.tokens[2] == .member(member), let unit = Unit(path.tokens[1])
        else { return nil }
        return units[unit]
    }

    /// Whether a path (or `from`) lies in `/purchase_units`, or is the whole document (`""`), which holds it.
    private static func isInUnits(_ text: String?) -> Bool {
        guard let text else { return false }
        return text.isEmpty || text == "/purchase_units" || text.hasPrefix("/purchase_units/")
    }
}
