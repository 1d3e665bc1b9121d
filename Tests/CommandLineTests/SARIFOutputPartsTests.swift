import Testing

@testable import PPDataValidation
@testable import ppdata

/// The parts of `--format sarif` that code scanning's limits and SARIF's URI rules decide: where a source is, how
/// many results a run lists, how long a rule's description is.
struct SARIFOutputPartsTests {
    func location(_ name: String) -> String { SARIFOutput.artifactLocation(name: name).serialized() }

    @Test("a relative path is a reference against %SRCROOT%, the working directory; an absolute one a file URI")
    func artifactLocations() {
        #expect(location("Examples/a b.json") == #"{"uri":"Examples/a%20b.json","uriBaseId":"%SRCROOT%"}"#)
        #expect(location("./Examples//./a.json") == #"{"uri":"Examples/a.json","uriBaseId":"%SRCROOT%"}"#)
        #expect(location("/srv/docs/100%.json") == #"{"uri":"file:///srv/docs/100%25.json"}"#)
        #expect(location("//srv/x.json") == #"{"uri":"file:///srv/x.json"}"#)
        #expect(location("/srv/docs/../x.json") == #"{"uri":"file:///srv/x.json"}"#)
        // `..` resolved against the working directory: a file URI has no dot segments (SARIF 3.10.2).
        let directory = SARIFOutput.workingDirectoryURI.dropLast()
        let parent = directory[..<(directory.lastIndex(of: "/") ?? directory.endIndex)]
        #expect(location("../x.json") == #"{"uri":"\#(parent)/x.json"}"#)
        #expect(location("<stdin>") == #"{"uri":"%3Cstdin%3E"}"#)
        #expect(SARIFOutput.workingDirectoryURI.hasPrefix("file:///") && SARIFOutput.workingDirectoryURI.hasSuffix("/"))
    }

    /// `n` results rendered as `SARIFOutput.writeResults` joins them, each with nested lines of its own.
    func rendering(_ n: Int) -> [UInt8] {
        let result = "{\n          \"ruleId\": \"X\",\n          \"message\": {\n            \"text\": \"a, b\"\n          }\n        }"
        return Array(Array(repeating: result, count: n).joined(separator: SARIFOutput.separator(first: false)).utf8)
    }

    @Test("a run lists at most 25,000 results; a document across the limit is cut between two of its results")
    func resultLimit() {
        var limit = SARIFResultLimit()
        let big = rendering(SARIFResultLimit.maxResults - 2)
        #expect(big.withUnsafeBufferPointer { limit.admit($0).count } == big.count)
        let five = rendering(5)
        let kept = five.withUnsafeBufferPointer { Array(limit.admit($0)) }
        #expect(kept == rendering(2))
        #expect(rendering(1).withUnsafeBufferPointer { limit.admit($0).count } == 0)
        #expect(limit.listed == SARIFResultLimit.maxResults && limit.omitted == 4)
        #expect([UInt8]().withUnsafeBufferPointer { limit.admit($0).count } == 0 && limit.omitted == 4)
    }

    @Test("a rule's description fits code scanning's 1,024 characters, cut at a sentence's end")
    func descriptions() {
        let sentence = String(repeating: "word ", count: 100) + "end. "
        let text = String(repeating: sentence, count: 5)
        let short = SARIFOutput.shortened(text)
        #expect(short.unicodeScalars.count <= SARIFOutput.maxDescriptionLength && short.hasSuffix("end."))
        #expect(SARIFOutput.shortened("short. text") == "short. text")
        let words = SARIFOutput.shortened(String(repeating: "é ", count: 800))
        #expect(words.unicodeScalars.count <= SARIFOutput.maxDescriptionLength && words.hasSuffix("é…"))
        for code in DiagnosticCode.all {
            let triggers = code.explanation?.triggers ?? ""
            #expect(SARIFOutput.shortened(triggers).unicodeScalars.count <= SARIFOutput.maxDescriptionLength, "\(code)")
        }
    }
}
