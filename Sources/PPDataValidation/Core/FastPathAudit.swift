/// The differential check of the Orders v2 fast paths (`OrdersV2.faultlessMoney`/`faultlessAmount`,
/// `OrdersV2ItemsRule.faultlessItem`): in debug builds (every `swift test` run) and in
/// the fuzz target (`Scripts/fuzz.sh` compiles with `-D PPDATA_AUDIT_FAST_PATHS`), each time a fast path accepts,
/// the full check runs too, on a scratch context, and must report nothing and give the same amounts. A difference
/// stops the process with the fast path's name and the value's position: the fuzzer keeps the input as a crash.
///
/// Release builds compile none of this. Each fast path's measured gain is written at its code; as long as it is
/// kept, this keeps the two ways of checking the same thing from drifting apart.
enum FastPathAudit {
    /// Whether audits run in this build.
    static var isEnabled: Bool {
        #if DEBUG || PPDATA_AUDIT_FAST_PATHS
            true
        #else
            false
        #endif
    }

    /// Runs `fullCheck` on a scratch context of `context`'s kind and options; stops the process when it reports
    /// anything or `agrees` is false for what it returned.
    static func require<Result>(
        _ fastPath: StaticString, at value: JSONView, in context: ValidationContext,
        fullCheck: (inout ValidationContext) -> Result, agrees: (Result) -> Bool
    ) {
        guard isEnabled else { return }
        if let disagreement = disagreement(fastPath, at: value, in: context, fullCheck: fullCheck, agrees: agrees) {
            // Deliberately fatal, in audit builds only: a fast path accepted what the full check does not.
            preconditionFailure(disagreement)
        }
    }

    /// What `require` stops on: nil when the full check reports nothing and agrees, else a description.
    static func disagreement<Result>(
        _ fastPath: StaticString, at value: JSONView, in context: ValidationContext,
        fullCheck: (inout ValidationContext) -> Result, agrees: (Result) -> Bool
    ) -> String? {
        var scratch = ValidationContext(kind: context.kind, options: context.options)
        let result = fullCheck(&scratch)
        if scratch.diagnostics.isEmpty && agrees(result) { return nil }
        let findings = scratch.diagnostics.map { "\($0.code.rawValue) at \($0.path)" }.joined(separator: ", ")
        return "\(fastPath) accepted \(value.pointer) (line \(value.position.line)) but the full check disagrees: "
            + (findings.isEmpty ? "a different result, \(result)" : findings)
    }
}
