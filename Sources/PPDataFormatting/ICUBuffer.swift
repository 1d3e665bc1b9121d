internal import _PPDataICUShims

/// The outcome of one attempt to fill a buffer.
private enum FillOutcome {
    case done(String)
    case failed(FormattingError)
    case tooSmall(needed: Int)
}

/// Runs an ICU-style "fill this buffer" call and returns its UTF-8 output as a
/// String, retrying with the size ICU asked for when the buffer is too small.
///
/// `body` gets a buffer, its capacity and an in/out status (initially 0), and
/// returns the number of bytes the complete output needs. The first attempt
/// uses a stack buffer of `initialCapacity` bytes, which fits every currency
/// string we make, so the common path allocates nothing for the buffer.
@inline(__always)
func icuString(
    initialCapacity: Int = 128,
    _ operation: @autoclosure () -> String,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
) throws(FormattingError) -> String {
    var capacity = initialCapacity
    // ICU's required length is deterministic, so one retry suffices; the bound
    // only guards against a misbehaving callee.
    for _ in 0..<3 {
        let outcome = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            fill(buffer, operation, body)
        }
        switch outcome {
        case .done(let text): return text
        case .failed(let error): throw error
        case .tooSmall(let needed): capacity = max(needed + 1, capacity * 2)
        }
    }
    throw icuError(PPDATA_ICU_BUFFER_OVERFLOW, operation())
}

@inline(__always)
private func fill(
    _ buffer: UnsafeMutableBufferPointer<CChar>,
    _ operation: () -> String,
    _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
) -> FillOutcome {
    guard let base = buffer.baseAddress else { return .tooSmall(needed: 1) }
    var status: Int32 = 0
    let needed = Int(body(base, Int32(clamping: buffer.count), &status))
    if status == PPDATA_ICU_BUFFER_OVERFLOW || needed > buffer.count {
        return .tooSmall(needed: needed)
    }
    if status > 0 { return .failed(icuError(status, operation())) }
    return .done(decodeUTF8(base, count: max(0, needed)))
}

/// Decodes `count` bytes of UTF-8 (ICU's output is valid UTF-8; anything else
/// would be repaired, not trapped on).
@inline(__always)
func decodeUTF8(_ base: UnsafePointer<CChar>, count: Int) -> String {
    base.withMemoryRebound(to: UInt8.self, capacity: count) {
        String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
}
