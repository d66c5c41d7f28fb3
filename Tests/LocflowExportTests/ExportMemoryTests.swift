import LocflowCore
import LocflowExport
import LocflowScenario
import Testing

/// An export holds memory linear in the flow's steps: each step keeps what the exporters read
/// (`ExportState`), never the whole state, whose list of live managers each step copied (20,000
/// `createManager` lines took 1.7 GB; 1.1 MB of them aborted "failed to allocate", in `locflow
/// export` and in the explorer's save menu alike).
@Suite struct ExportMemoryTests {
    /// The values reachable from `value` through its stored properties, array elements and
    /// references: a count that grows as the memory held does, without timing anything.
    private func reachable(_ value: Any) -> Int {
        Mirror(reflecting: value).children.reduce(1) { $0 + reachable($1.value) }
    }

    private func flow(managers count: Int) throws -> ExportFlow {
        let text = "steps:\n" + String(repeating: "  - createManager\n", count: count) + "  - requestWhenInUseAuthorization\n  - tap Allow Once\n"
        return ExportFlow.play(try ScenarioParser.parse(text, file: "many.yaml"))
    }

    @Test func aFlowHoldsMemoryLinearInItsSteps() throws {
        let small = reachable(try flow(managers: 1_500)), large = reachable(try flow(managers: 3_000))
        let ratio = Double(large) / Double(small)
        #expect(ratio < 3.0, "twice the steps held \(ratio) times the values (\(small) → \(large))")
    }

    @Test func everyExportOfManyManagersIsWritten() throws {
        let played = try flow(managers: 300)
        #expect(played.steps.count == 302)
        for format in ExportFormat.allCases where format.refusal(played) == nil {
            let text = format.render(played, source: "test", bundle: "com.example.app")
            #expect(text.contains("Allow Once"), "\(format)")
        }
    }
}
