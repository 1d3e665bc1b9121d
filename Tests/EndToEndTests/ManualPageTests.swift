import Foundation
import Testing

/// What `swift package generate-manual` reads (`ppdata --experimental-dump-help`): every option with a closed set of
/// values describes each value, so the manual page lists them (the plugin prints a value list only with
/// descriptions) and draws no empty paragraph (a value list without descriptions or discussion left one, an mdoc
/// warning).
@Suite("Manual page input")
struct ManualPageTests {
    @Test("every option with values describes each one, or says them in its discussion; no blank line in a discussion")
    func valueLists() throws {
        let result = try BinaryRunner.run(["--experimental-dump-help"])
        #expect(result.status == 0)
        let top = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var checked = 0
        func walk(_ command: [String: Any], _ name: String) {
            // The plugin copies a discussion into the page as it is: a blank line in it is an empty input line,
            // which mdoc warns about.
            #expect(!(command["discussion"] as? String ?? "").contains("\n\n"), "\(name)")
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                #expect(!(argument["discussion"] as? String ?? "").contains("\n\n"), "\(name)")
                guard let values = argument["allValues"] as? [String] ?? argument["allValueStrings"] as? [String],
                    !values.isEmpty
                else { continue }
                checked += 1
                let label = "\(name) \(argument["valueName"] ?? "")"
                let descriptions = argument["allValueDescriptions"] as? [String: String] ?? [:]
                let discussion = argument["discussion"] as? String ?? ""
                #expect(Set(descriptions.keys) == Set(values) || values.allSatisfy(discussion.contains), "\(label)")
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, name + " " + (sub["commandName"] as? String ?? ""))
            }
        }
        walk(try #require(top["command"] as? [String: Any]), "ppdata")
        #expect(checked >= 9)
    }
}
