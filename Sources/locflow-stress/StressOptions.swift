import Foundation
import LocflowCommandLine
import LocflowScenario

/// `--name value` pairs from the command line; a malformed value exits with status 2.
struct StressOptions {
    private var values: [String: String] = [:]

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard name.hasPrefix("--"), let value = rest.popFirst() else { Self.fail("expected --name value, got \(name)") }
            values[name] = value
        }
    }

    func string(_ name: String, default value: String) -> String { values[name] ?? value }

    func int(_ name: String, default value: Int) -> Int {
        guard let text = values[name] else { return value }
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number > 0 else { Self.fail("\(name) needs a positive whole number") }
        return number
    }

    func uint(_ name: String, default value: UInt64) -> UInt64 {
        guard let text = values[name] else { return value }
        guard let number = UInt64(text) else { Self.fail("\(name) needs a whole number") }
        return number
    }

    func double(_ name: String, default value: Double) -> Double {
        guard let text = values[name] else { return value }
        guard let number = Double(text), number > 0 else { Self.fail("\(name) needs a positive number") }
        return number
    }

    private static func fail(_ message: String) -> Never {
        Stderr.write("locflow-stress: \(message)")
        exit(2)
    }
}
