import LocflowCore
import PropertyBased
import Testing

@testable import locflow_stress

/// A generated scenario file as shrinkable numbers: the `ios:` line (or none), the rule set a
/// second run uses, and one entry per step line from the fuzzer's grammar (valid actions, near
/// misses, expectations). Shrinking removes steps and moves each towards the first valid action.
struct FuzzScenario: Sendable, CustomTestStringConvertible {
    var ios: Int
    var other: Int
    var steps: [Int]

    static let versions = RuleSet.delegate.map(\.rawValue) + ["15", "13", "9", "x"]
    /// Valid actions first (shrinking goes towards them), then near misses, then expectations.
    static let lines = Grammar.validActions + Grammar.nearMisses + [
        "expect: {status: denied}", "expect: {prompt: none, buttons: [Allow Once]}", "expect: {callbacks: []}",
        "expect: {services: {standard: available}}", "expect: {services: {warp: available}}", "expect: {settings: null}",
        "expect: {temporary: maybe}", "expect: {locationServicesEnabled: 1}",
    ]

    static let generator = zip(
        Gen.int(in: 0...versions.count), Gen.int(in: 0...(RuleSet.delegate.count - 1)), Gen.int(in: 0...(lines.count - 1)).array(of: 0...40)
    ).map { FuzzScenario(ios: $0, other: $1, steps: $2) }

    /// The scenario file.
    var text: String {
        var out = ios < Self.versions.count ? "ios: \"\(Self.versions[ios])\"\n" : ""
        out += "steps:\n" + steps.map { "  - \(Self.lines[$0])\n" }.joined()
        return out
    }

    var testDescription: String { "\(steps.count) steps" }
}

/// The fuzz run (`locflow-stress fuzz`) as a property with shrinking: every generated scenario
/// is either rejected with a `file:line:col` error naming the file, or plays to the end with a
/// record per step and JSONL lines that parse. A failure shrinks to the smallest file that
/// still fails, printed so that `locflow run` can replay it.
@Suite("Property: generated scenarios are rejected cleanly or play to the end", .shrinking)
struct FuzzPropertyTests {
    @Test("generated scenario files")
    func generated() async {
        await propertyCheck(count: 200, input: FuzzScenario.generator) { scenario in
            let text = scenario.text
            let outcome = Fuzzer.check(Array(text.utf8), name: "fuzz.yaml", alsoUnder: RuleSet.delegate[scenario.other])
            if let problem = outcome.problem {
                Issue.record("\(outcome.kind): \(problem)\nMinimal scenario (fuzz.yaml; under --ios \(RuleSet.delegate[scenario.other].rawValue) too):\n\(text)")
            }
        }
    }

    /// A property that fails on purpose ("no file mentions `wait`") shrinks to a one-step file.
    @Test("a failing file shrinks to one step")
    func shrinksToMinimal() async {
        nonisolated(unsafe) var last: FuzzScenario?
        await withKnownIssue("the property fails on purpose") {
            await propertyCheck(count: 200, input: FuzzScenario.generator) { scenario in
                if scenario.text.contains("wait 1") {
                    last = scenario
                    Issue.record("mentions wait:\n\(scenario.text)")
                }
            }
        }
        let found = try? #require(last, "200 generated files never had `wait 1…`")
        guard let found else { return }
        #expect(found.steps.count == 1 && found.ios == 0 && found.other == 0, "\(found.text)")
        #expect(found.text.hasPrefix("ios: \"10\"\nsteps:\n  - wait 1"), "\(found.text)")
    }
}
