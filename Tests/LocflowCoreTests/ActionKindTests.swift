import Testing
@testable import LocflowCore

/// Every action finds its row of the action table by its kind, and the row prints the line it
/// reads: printing and reading stay inverse for any argument, not only the table's examples.
@Suite struct ActionKindTests {
    @Test func everyRowSitsAtItsKindsOrdinal() {
        #expect(ActionKind.allCases.count == ActionTable.rows.count)
        #expect(Set(ActionKind.allCases).count == ActionTable.rows.count, "two rows share a kind")
        for (index, row) in ActionTable.rows.enumerated() {
            #expect(row.kind.ordinal == index, "\(row.name)")
            #expect(ActionTable.row(row.kind).name == row.name)
        }
    }

    /// Actions with arguments no example has: spaces and Unicode in a label, odd durations,
    /// every goal with and without a purpose key, large numbers.
    static var actions: [Action] {
        var actions: [Action] = [
            .tap("Allow Once"), .tap("Don't Allow"), .tap("Ünïcödé ö"), .tap("e\u{301}"), .tap("👩‍👩‍👧 x"),
            .requestTemporaryFullAccuracy(purposeKey: "Delivery"), .requestTemporaryFullAccuracy(purposeKey: "Two Words"),
            .updateSystem(to: IOSVersion("17.4")!), .updateSystem(to: IOSVersion("18")!),
            .modern(.sessionEnd(1)), .modern(.sessionEnd(Int(Int32.max))),
            .modern(.monitorAdd(.beacon, id: "b-1")), .modern(.monitorRemove("home")),
            .modern(.condition(.satisfied, id: "home")), .modern(.condition(.unsatisfied, id: "work")),
        ]
        for goal in ServiceGoal.allCases {
            actions += [.modern(.sessionStart(goal, fullAccuracy: nil)), .modern(.sessionStart(goal, fullAccuracy: "Key"))]
        }
        for n in [0, 1, 7, 59, 60, 61, 90, 3_599, 3_600, 3_660, 86_399, 86_400, 90_000, 1_000_003] {
            for unit in [1, 60, 3_600, 86_400] where n * unit <= Duration.maximum { actions.append(.wait(seconds: n * unit)) }
        }
        for row in ActionTable.rows {
            for line in row.lines + [row.exampleLine] { actions.append(try! ActionParser.parse(line).get()) }
        }
        return actions
    }

    @Test func everyActionReadsBackFromItsLine() throws {
        for action in Self.actions {
            let line = action.text
            #expect(try Action(parsing: line) == action, "\(line)")
            #expect(ActionTable.row(of: action).kind == action.kind, "\(line)")
            #expect(line == ActionTable.row(of: action).name || line.hasPrefix(ActionTable.row(of: action).name + " "), "\(line)")
        }
    }

    /// A condition's `unknown` state is no line of the table; the action still finds a modern
    /// row (so D51 ignores it before iOS 17), where printing found the world-event row `event`.
    @Test func anUnknownConditionFindsAModernRow() {
        let row = ActionTable.row(of: .modern(.condition(.unknown, id: "home")))
        #expect(row.since == .iOS17)
        #expect(row.kind == .conditionUnsatisfied)
    }
}
