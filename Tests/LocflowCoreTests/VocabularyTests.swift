@testable import LocflowCore
import Testing

/// One action vocabulary: every action prints to its scenario line (`Action.text`) and that line
/// parses back to the same action (`Action(parsing:)`), on every rule set, geocoding included.
@Suite struct VocabularyTests {
    /// Every action the core knows, with the arguments a session on `ruleSet` can meet: every
    /// button label of every prompt it shows, every service (geocoding too), setting, event,
    /// duration shape and iOS version shape.
    static func actions(on ruleSet: RuleSet) -> [Action] {
        var all: [Action] = [
            .createManager, .requestWhenInUseAuthorization, .requestAlwaysAuthorization, .togglePrecise,
            .background, .foreground, .terminate, .launch, .resetLocationAndPrivacy, .showReminder,
            .requestTemporaryFullAccuracy(purposeKey: "Delivery"), .requestTemporaryFullAccuracy(purposeKey: "two words"),
        ]
        all += Service.allCases.flatMap { [Action.start($0), .stop($0)] }
        all += [true, false].flatMap { [Action.setLocationServices($0), .setRestricted($0), .setPrecise($0)] }
        all += AppSetting.allCases.map(Action.setApp)
        all += WorldEvent.allCases.map(Action.event)
        all += [0, 1, 59, 60, 90, 3_600, 3_601, 86_400, 172_800, 1_000_000].map { Action.wait(seconds: $0) }
        all += (RuleSet.allCases.map(\.rawValue) + ["11", "13.2", "15.4.1", "17.4", "25", "26.0", "27.1"]).map { .updateSystem(to: IOSVersion($0)!) }
        // The modern vocabulary (modern-apis.md §3), each argument shape.
        let modern: [ModernAction] = [
            .liveUpdates(start: true), .liveUpdates(start: false), .backgroundActivity(start: true), .backgroundActivity(start: false),
            .sessionEnd(1), .sessionEnd(12), .monitorRemove("home"), .tapLocationButton, .forceQuit,
        ] + ServiceGoal.allCases.flatMap { [ModernAction.sessionStart($0, fullAccuracy: nil), .sessionStart($0, fullAccuracy: "Delivery")] }
            + ConditionType.allCases.map { .monitorAdd($0, id: "home") }
            + [ConditionState.satisfied, .unsatisfied].map { .condition($0, id: "door-2") }
        all += modern.map(Action.modern)
        // Every button of every prompt this rule set shows, as a person would tap it.
        for setup in [[], [Action.setLocationServices(false)], [.requestWhenInUseAuthorization, .tap("Allow While Using App")]] {
            for request in [Action.requestWhenInUseAuthorization, .requestAlwaysAuthorization, .start(.standard),
                            .requestTemporaryFullAccuracy(purposeKey: "Delivery"), .modern(.tapLocationButton)] {
                var sim = Simulation.play(Setup(ruleSet: ruleSet)).0
                for action in setup + [request] { _ = sim.apply(action) }
                all += (sim.prompt?.labels ?? []).map(Action.tap)
            }
        }
        return all
    }

    @Test("print → parse is the identity", arguments: RuleSet.allCases)
    func printParse(ruleSet: RuleSet) throws {
        let actions = Self.actions(on: ruleSet)
        #expect(actions.contains(.tap("Don't Allow")) && actions.contains(.start(.geocoding)))
        #expect(actions.contains(.modern(.forceQuit)))
        if ruleSet >= .iOS15 { #expect(actions.contains(.tap("Allow Once")), "the location button's confirmation (D48)") }
        for action in actions {
            let line = action.text
            let parsed = try Action(parsing: line)
            #expect(parsed == action, "“\(line)” parses to \(parsed)")
            #expect(parsed.text == line)
        }
    }

    @Test func geocodingHasAStartAndAStop() {
        #expect(Action.start(.geocoding).text == "geocode")
        #expect(Action.stop(.geocoding).text == "cancelGeocode")
    }

    @Test func aSystemUpdateIsALine() throws {
        #expect(Action.updateSystem(to: IOSVersion("17.4")!).text == "systemUpdate 17.4")
        #expect(throws: ActionParseError.self) { try Action(parsing: "systemUpdate 9") }
        #expect(throws: ActionParseError.self) { try Action(parsing: "systemUpdate") }
    }

    /// Rule sets and service goals compare by a switch: the order must stay that of
    /// `RuleSet.allCases` (release order) and `ServiceGoal.allCases`.
    @Test func ruleSetsAndGoalsCompareInTheirListedOrder() {
        for (i, a) in RuleSet.allCases.enumerated() {
            for (j, b) in RuleSet.allCases.enumerated() { #expect((a < b) == (i < j), "\(a) < \(b)") }
        }
        for (i, a) in ServiceGoal.allCases.enumerated() {
            for (j, b) in ServiceGoal.allCases.enumerated() { #expect((a < b) == (i < j), "\(a) < \(b)") }
        }
    }

    /// The contract's callback names, whose authorization and completion forms are written as
    /// whole literals: each reads as the pattern it stands for.
    @Test func callbackNamesFollowTheContractsPattern() {
        for status in AuthorizationStatus.allCases {
            for event in [CallbackEvent.didChangeAuthorization, .deprecatedDidChangeAuthorization] {
                let callback = Callback(manager: 1, event: event, status: status, accuracy: .fullAccuracy)
                #expect(callback.canonical == "didChangeAuthorization(\(status.rawValue))")
            }
        }
        for (declined, word) in [(true, "promptDeclined"), (false, "nil")] {
            let callback = Callback(manager: 2, event: .temporaryFullAccuracyCompletion(declined: declined), status: .denied, accuracy: .reducedAccuracy)
            #expect(callback.canonical == "temporaryFullAccuracyCompletion(\(word))")
        }
    }
}
