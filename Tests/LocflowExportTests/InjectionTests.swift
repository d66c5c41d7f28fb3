import Foundation
import LocflowCore
import LocflowExport
import LocflowTestSupport
import Testing
import Yams

/// Text from a scenario (its name, the app's name, a tap label) never becomes a command in what
/// locflow writes for another program: YAML, shell, Swift (docs/reliability.md).
@Suite("Exports are safe to run whatever the scenario says")
struct InjectionTests {
    /// U+2028 ends a line for YAML 1.1 readers (PyYAML, SnakeYAML): a `#` comment would end there.
    static let breakout = "x\u{2028}env:\u{2028}  EVIL: 1\u{2028}onFlowStart:\u{2028}  - runScript: pwn.js\u{2028}#"
    /// The other line ends and reordering controls.
    static let hostile = "A\u{2029}B\u{85}C\r\nD\u{202E}txt.exe\u{2066}E\u{1B}]52;c;cHdu\u{07}F"

    static func hostileFlow() throws -> ExportFlow {
        try flow(yaml: """
            name: "\(YAMLEscape.quoted(breakout))"
            ios: "18"
            app: { name: "\(YAMLEscape.quoted(hostile))" }
            steps:
              - requestWhenInUseAuthorization
              - "tap \(YAMLEscape.quoted(hostile))"
              - tap Allow Once
            """)
    }

    @Test func theMaestroFlowHasOnlyItsOwnKeys() throws {
        let text = export(.maestro, try Self.hostileFlow(), bundle: "com.example.App")
        for scalar in text.unicodeScalars {
            #expect(![0x85, 0x2028, 0x2029, 0x202E, 0x2066, 0x1B, 0x07].contains(scalar.value), "U+\(String(scalar.value, radix: 16)) in the flow")
        }
        let documents = Array(try Yams.load_all(yaml: text))
        #expect(documents.count == 2)
        #expect((documents.first as? [String: Any]).map { Array($0.keys) } == ["appId"])
        // And as PyYAML reads it (YAML 1.1, as Maestro's SnakeYAML), when it is installed.
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile),
            (try? runToCompletion(python, ["-c", "import yaml"]).status) == 0
        else {
            print("skipped: PyYAML is not installed (apt-get install python3-yaml)")
            return
        }
        let file = NSTemporaryDirectory() + "locflow-maestro-\(UUID().uuidString).yaml"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let keys = try runToCompletion(python, ["-c", "import yaml,sys; d=list(yaml.safe_load_all(open(sys.argv[1]))); print(sorted(d[0].keys()), len(d))", file])
        #expect(keys.out == "['appId'] 2\n", "\(keys.out)\(keys.err)")
    }

    @Test func theSwiftTestHasNoInvisibleOrReorderingCharacters() throws {
        let text = export(.xcuitest, try Self.hostileFlow())
        for scalar in text.unicodeScalars {
            #expect(![0x85, 0x2028, 0x2029, 0x202E, 0x2066, 0x1B, 0x07, 0x0D].contains(scalar.value), "U+\(String(scalar.value, radix: 16)) in the test")
        }
        #expect(text.contains("D txt.exe E"), "the controls become spaces in comments")
    }

    @Test func theScriptParsesInEveryShellAndRunsNothingFromTheScenario() throws {
        let text = export(.simctl, try Self.hostileFlow(), bundle: "com.example.App")
        let file = NSTemporaryDirectory() + "locflow-simctl-\(UUID().uuidString).sh"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        for shell in ["/bin/sh", "/bin/bash", "/bin/dash"] where FileManager.default.isExecutableFile(atPath: shell) {
            let parsed = try runToCompletion(shell, ["-n", file])
            #expect(parsed.status == 0, "\(shell) -n: \(parsed.err)")
            // Listing the steps runs no command the scenario could have put there.
            let listed = try runToCompletion(shell, [file])
            #expect(listed.status == 0 && listed.err.isEmpty, "\(shell): \(listed.err)")
        }
    }
}

/// A YAML double-quoted scalar's inside, for building hostile fixtures.
enum YAMLEscape {
    static func quoted(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
