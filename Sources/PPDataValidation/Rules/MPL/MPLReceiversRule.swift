/// The receivers of an advanced payment taken together (Adaptive Payments' limits, docs/rules.md):
/// - fewer than 2 → `TOO_FEW_RECEIVERS` (a single receiver is a simple payment); more than 6 →
///   `TOO_MANY_RECEIVERS` (579007; parallel: 2–6, chained: a primary and 1–5 secondaries);
/// - more than one `isPrimary: true` → `MULTIPLE_PRIMARY_RECEIVERS`, at each primary after the first;
/// - chained: the primary's amount below the sum of the secondaries' → `PRIMARY_AMOUNT_TOO_LOW` (579017),
///   suggesting the least subtotal that covers them. A receiver's amount is what MPL sends PayPal for it: its
///   subtotal plus its invoice tax and shipping (`MPLReceiverAmount`);
/// - the same recipient twice → `DUPLICATE_RECEIVER` (579040), at the later one; emails are compared
///   case-insensitively, phones by their digits.
///
/// Beyond PayPal's sources: the primary check runs only when every amount is readable (subtotals above zero, tax
/// and shipping at least zero) and the structure of the payment is clear (see `MPL.structure`). Duplicates are
/// looked for among every recipient text, valid or not, since a malformed repeat is still a repeat.
struct MPLReceiversRule: DocumentRule {
    func check(_ root: JSONView, in context: inout ValidationContext) {
        guard context.kind == .mplAdvancedPayment,
            let receivers = context.mplPayment(root)[MPL.AdvancedPaymentKey.receiverPaymentDetails],
            receivers.kind == .array
        else { return }
        let count = receivers.count

        if count < 2 {
            context.report(
                .tooFewReceivers, at: receivers,
                count == 0
                    ? "\"receiverPaymentDetails\" is empty; an advanced payment needs 2 to 6 receivers"
                    : "\"receiverPaymentDetails\" has 1 receiver; an advanced payment needs 2 to 6 (a single receiver is a simple payment, PayPalPayment)")
        } else if count > 6 {
            context.report(
                .tooManyReceivers, at: receivers,
                "\"receiverPaymentDetails\" has \(count) receivers; PayPal takes at most 6 (a chained payment: a primary and 5 secondaries)")
        }

        // The receivers that are objects, each read once (`mplContainers`); the others have no member to look at.
        let containers = context.mplContainers(root)
        var firstPrimary: Int?
        for container in containers {
            guard let flag = container.members[Key.isPrimary], flag.bool == true, let index = container.receiverIndex
            else { continue }
            if let firstPrimary {
                context.report(
                    .multiplePrimaryReceivers, at: flag,
                    "the receiver at index \(index) is marked primary, but the one at index \(firstPrimary) already is; a chained payment has exactly one primary receiver")
            } else {
                firstPrimary = index
            }
        }

        // Repeats are found by sorting the identities (ties by index, so each run starts at its first receiver)
        // rather than by a table keyed by them: a payment names a handful of receivers, and hashing the strings
        // cost more than comparing them. Sorting keeps a hostile list of thousands at n log n.
        // (Structs, not tuples: an array of tuples had its metadata built from a mangled name on first use, about
        // 60,000 instructions, which a one-document run pays in full.)
        var recipients: [Recipient] = []
        recipients.reserveCapacity(containers.count)
        for container in containers {
            guard let value = container.members[Key.recipient], let identity = MPLRecipient.identity(of: value) else {
                continue
            }
            recipients.append(Recipient(identity: identity, index: container.receiverIndex ?? 0, value: value))
        }
        recipients.sort { $0.identity != $1.identity ? $0.identity < $1.identity : $0.index < $1.index }
        var repeats: [Repeat] = []
        var runStart = 0
        for position in recipients.indices.dropFirst() {
            if recipients[position].identity == recipients[runStart].identity {
                repeats.append(Repeat(later: position, first: runStart))
            } else {
                runStart = position
            }
        }
        repeats.sort { recipients[$0.later].index < recipients[$1.later].index }  // reported in document order
        for pair in repeats {
            let (later, first) = (pair.later, pair.first)
            // The texts are read only for the message: most payments repeat no receiver.
            let (text, firstText) = (recipients[later].value.string ?? "", recipients[first].value.string ?? "")
            let same = firstText == text ? "" : " (\"\(firstText)\")"
            context.report(
                .duplicateReceiver, at: recipients[later].value,
                "recipient \"\(text)\" is already the receiver at index \(recipients[first].index)\(same); PayPal rejects a payment that names a receiver twice")
        }

        if case .chained = context.mplStructure(root) {
            checkPrimaryAmount(containers, currency: MPL.currency(context.mplPaymentCurrency(root)), in: &context)
        }
    }

    private typealias Key = MPL.ContainerKey

    /// A receiver's recipient for the duplicate search: its identity, its index and its value.
    private struct Recipient {
        let identity: String
        let index: Int
        let value: JSONView
    }

    /// A recipient that repeats an earlier one: their positions among the sorted recipients.
    private struct Repeat {
        let later: Int
        let first: Int
    }

    /// PRIMARY_AMOUNT_TOO_LOW for a chained payment whose amounts are all readable (a chained payment's receivers
    /// are all objects: `containers` are all of them).
    private func checkPrimaryAmount(
        _ containers: [MPL.Container], currency: DocumentCurrency?, in context: inout ValidationContext
    ) {
        guard let primaryIndex = containers.firstIndex(where: { $0.members[Key.isPrimary]?.bool == true }),
            let primaryValue = MPL.receiverSubtotal(of: containers[primaryIndex].members),
            let primary = MPLReceiverAmount(containers[primaryIndex], currency: currency)
        else { return }
        var secondaries: [DecimalAmount] = []
        secondaries.reserveCapacity(containers.count)
        var hasExtras = primary.extras.signum != 0
        for (index, receiver) in containers.enumerated() where index != primaryIndex {
            guard let amount = MPLReceiverAmount(receiver, currency: currency) else { return }
            secondaries.append(amount.total)
            hasExtras = hasExtras || amount.extras.signum != 0
        }
        let sum: DecimalAmount
        let neededSubtotal: DecimalAmount
        do {
            sum = try DecimalAmount.sum(secondaries)
            // The least subtotal that covers them, the primary's own tax and shipping counted.
            neededSubtotal = try sum.subtracting(primary.extras)
        } catch {
            context.report(
                .maxValueExceeded, at: primaryValue, "the receivers' amounts cannot be added up exactly: \(error)")
            return
        }
        guard primary.total < sum else { return }
        let needed = sum.suggestionText(like: primary.total, decimals: currency?.decimals)
        let receivers = "\(secondaries.count) secondary receiver\(secondaries.count == 1 ? "" : "s")"
        let comparison =
            hasExtras
            ? "amount \(primary.total) (subtotal, invoice tax and shipping) is less than the \(needed) its \(receivers) get, counted the same way"
            : "subtotal \(primary.total) is less than the \(needed) its \(receivers) get"
        // A primary with invoice items has the subtotal they add up to (ITEM_TOTAL_MISMATCH otherwise): raising the
        // subtotal alone is no fix there, so the subtotal needed is said, not suggested.
        let itemized = (containers[primaryIndex].members[MPL.ContainerKey.invoiceData]?["invoiceItems"]?.count ?? 0) > 0
        let subtotal = neededSubtotal.suggestionText(like: primary.subtotal, decimals: currency?.decimals)
        let advice = itemized ? "; a subtotal of \(subtotal) covers them, with invoice items that add up to it" : ""
        context.report(
            .primaryAmountTooLow, at: primaryValue,
            "the primary receiver's \(comparison); in a chained payment the primary pays them out of its own amount\(advice)",
            suggestion: itemized ? nil : subtotal)
    }
}

/// How an MPL payment splits between receivers, which decides the fee payers it allows.
enum MPLStructure: Equatable {
    /// PayPalPayment: one recipient.
    case simple
    /// PayPalAdvancedPayment without a primary receiver.
    case parallel
    /// PayPalAdvancedPayment with one primary receiver and `secondaries` others.
    case chained(secondaries: Int)
}

extension MPL {
    /// The payment's structure, or nil when the receivers do not tell it clearly: not an array, fewer than 2, a
    /// receiver that is not an object, an `isPrimary` that is not a boolean, or several primaries. Those faults are
    /// reported by their own rules; checks that depend on the structure are skipped rather than guessed.
    static func structure(of root: JSONView, kind: DocumentKind) -> MPLStructure? {
        structure(of: containers(of: root, kind: kind), receivers: root["receiverPaymentDetails"], kind: kind)
    }

    /// `structure(of:kind:)` from the document's containers and its `receiverPaymentDetails` member.
    static func structure(of containers: [Container], receivers: JSONView?, kind: DocumentKind) -> MPLStructure? {
        switch kind.value {
        case .mplPayment:
            return .simple
        case .mplAdvancedPayment:
            // Every receiver an object: each is a container.
            guard let receivers, receivers.kind == .array, receivers.count >= 2, containers.count == receivers.count
            else { return nil }
            var primaries = 0
            for container in containers {
                guard let flag = container.members[ContainerKey.isPrimary], !flag.isNull else { continue }
                guard let isPrimary = flag.bool else { return nil }
                if isPrimary { primaries += 1 }
            }
            switch primaries {
            case 0: return .parallel
            case 1: return .chained(secondaries: receivers.count - 1)
            default: return nil
            }
        default:
            return nil
        }
    }
}

extension ValidationContext {
    /// `MPL.structure(of:kind:)` from the document's containers and root table.
    mutating func mplStructure(_ root: JSONView) -> MPLStructure? {
        let receivers =
            kind == .mplAdvancedPayment ? mplPayment(root)[MPL.AdvancedPaymentKey.receiverPaymentDetails] : nil
        return MPL.structure(of: mplContainers(root), receivers: receivers, kind: kind)
    }

    /// The payment's `paymentCurrency` member.
    mutating func mplPaymentCurrency(_ root: JSONView) -> JSONView? {
        let position =
            kind == .mplPayment
            ? MPL.PaymentKey.paymentCurrency.rawValue : MPL.AdvancedPaymentKey.paymentCurrency.rawValue
        return mplPayment(root)[position]
    }
}
