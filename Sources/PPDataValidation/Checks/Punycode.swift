/// RFC 3492 Punycode, encoding only: enough to measure a U-label in its A-label (`xn--`) form.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700, initialBias = 72, initialN = 128

    /// The Punycode encoding of `label` (without `xn--`), or nil on overflow.
    static func encode(_ label: String) -> String? {
        let input = label.unicodeScalars.map(\.value)
        var output: [UInt8] = input.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = output.count
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN, delta = 0, bias = initialBias, handled = basicCount
        while handled < input.count {
            guard let m = input.filter({ Int($0) >= n }).min().map(Int.init) else { return nil }
            let (product, overflow) = (m - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= Int(Int32.max) - product else { return nil }
            delta += product
            n = m
            for scalar in input.map(Int.init) {
                if scalar < n { delta += 1 }
                if scalar == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta, handled + 1, handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(value) + UInt8(ascii: "a") : UInt8(value - 26) + UInt8(ascii: "0")
    }

    private static func adapt(_ delta: Int, _ count: Int, _ first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}

extension StringProtocol {
    /// The text with ASCII letters lower-cased, as a String (domains compare case-insensitively in ASCII).
    var asciiLowercasedString: String {
        String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// The text without dots.
    var replacingDots: String { String(filter { $0 != "." }) }

    /// The text without surrounding white space (for quoted local parts, whose inner spaces count).
    var trimmingEmailWhitespace: String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view = view.dropFirst() }
        while let last = view.last, last.isWhitespace { view = view.dropLast() }
        return String(view)
    }

    /// The text padded on the left with zeros to `width`.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
