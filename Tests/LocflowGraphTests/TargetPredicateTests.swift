import LocflowCore
import LocflowGraph
import LocflowScenario
import Testing

/// `--to` parses into clauses, and bad input names what was wrong and what is valid.
@Suite("Targets")
struct TargetPredicateTests {
    @Test("clauses match the states that hold them")
    func matches() throws {
        let target = try TargetPredicate("status=authorizedAlways, provisional=true", ruleSet: .iOS18)
        let provisional = AbstractState(simulate(.iOS18, [.requestAlwaysAuthorization, .tap("Allow While Using App")]))
        let always = AbstractState(simulate(.iOS18, [.setApp(.always)]))
        #expect(target.matches(provisional, settings: "While Using the App"))
        #expect(!target.matches(always, settings: "Always"))
        #expect(target.description == "status=authorizedAlways,provisional=true")
    }

    @Test("running may repeat and means the service is among those registered")
    func running() throws {
        let target = try TargetPredicate("running=region,running=standard", ruleSet: .iOS18)
        #expect(target.matches(AbstractState(simulate(.iOS18, [.start(.standard), .start(.region)])), settings: nil))
        #expect(!target.matches(AbstractState(simulate(.iOS18, [.start(.region)])), settings: nil))
    }

    @Test("the Settings labels are those of the rule set; iOS ≤ 12 has none at notDetermined (D7)")
    func settingsLabels() throws {
        #expect(throws: Never.self) { try TargetPredicate("settings=Ask Next Time Or When I Share", ruleSet: .iOS18) }
        #expect(throws: Never.self) { try TargetPredicate("settings=none", ruleSet: .iOS12) }
        let error = #expect(throws: TargetError.self) { try TargetPredicate("settings=Ask Next Time", ruleSet: .iOS12) }
        #expect(error?.message == "settings: unknown value “Ask Next Time” for iOS 12 (values: Never, While Using the App, Always, none)")
    }

    @Test("bad input names the problem", arguments: [
        ("colour=red", "unknown key “colour” (keys: status, accuracy, settings, grant, provisional, temporary, alwaysRequestSpent, secondPromptAnswered, temporaryFullAccuracy, precise, held, expiryClock, reminderDue, prompt, promptOrigin, lifecycle, locationServices, locationServicesEnabled, restricted, locationServicesAlertShown, heldChange, running)"),
        ("status=authorized", "status: unknown value “authorized” for iOS 18 (values: notDetermined, restricted, denied, authorizedWhenInUse, authorizedAlways)"),
        ("provisional=yes", "provisional: unknown value “yes” for iOS 18 (values: true, false)"),
        ("status", "“status” is not key=value (e.g. status=authorizedAlways)"),
        ("status=denied,status=restricted", "key “status” is given twice"),
    ])
    func errors(_ text: String, _ message: String) {
        let error = #expect(throws: TargetError.self) { try TargetPredicate(text, ruleSet: .iOS18) }
        #expect(error?.message == message)
    }

    @Test("an empty target says what to write")
    func empty() {
        let error = #expect(throws: TargetError.self) { try TargetPredicate("", ruleSet: .iOS18) }
        #expect(error?.message.hasPrefix("--to is empty; give key=value pairs") == true)
    }
}

/// The graph's target keys carry the `expect` keys' names: every field an `expect` reads of a
/// state is a key of `--to`, and a path to it ends with that field's expectation.
@Suite struct TargetKeysAreExpectKeysTests {
    @Test func everyStateFieldOfExpectIsATargetKey() {
        let keys = Set(TargetPredicate.keys(for: .iOS18).map(\.key))
        // The indicator (D57) is the app's manager's, which the graph does not try yet (docs/graph.md).
        let stateFields = ObservableField.all.map(\.key).filter { !["callbacks", "buttons", "backgroundIndicator"].contains($0) }
        #expect(Set(stateFields).isSubset(of: keys), "\(Set(stateFields).subtracting(keys))")
    }

    @Test func aPathToTheExpectKeyEndsWithItsExpectation() throws {
        let target = try TargetPredicate("locationServicesEnabled=false", ruleSet: .iOS18)
        let path = try #require(PathFinder.search(Graphs[.iOS18], to: target, limit: 1).paths.first)
        let yaml = PathScenario.yaml(path, target: target, number: 1, count: 1)
        #expect(yaml.contains("locationServicesEnabled: false"), "\(yaml)")
    }
}
