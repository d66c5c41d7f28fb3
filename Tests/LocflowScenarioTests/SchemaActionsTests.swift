import Foundation
import LocflowCore
import LocflowScenario
import Testing

/// The schema's action list is the action table's: a row added to the table without the schema,
/// or a schema edited by hand, fails here. `UPDATE_SCHEMA=1` rewrites the block from the table
/// (then run scripts/schema-text.sh for the copy the binary carries).
@Suite struct SchemaActionsTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("schema/locflow-scenario.schema.json").path

    @Test func theSchemasActionListIsTheTables() throws {
        var schema = try String(contentsOfFile: Self.path, encoding: .utf8)
        let range = try #require(Self.actionDefinitionRange(in: schema), "no action definition in the schema")
        let generated = SchemaFile.actionDefinition()
        if ProcessInfo.processInfo.environment["UPDATE_SCHEMA"] != nil, String(schema[range]) != generated {
            schema.replaceSubrange(range, with: generated)
            try schema.write(toFile: Self.path, atomically: true, encoding: .utf8)
            Issue.record("rewrote the schema's action definition from the table: run scripts/schema-text.sh, then the tests again")
            return
        }
        #expect(String(schema[range]) == generated, "the schema's action list drifted from ActionTable: UPDATE_SCHEMA=1 swift test --filter SchemaActions")
    }

    @Test func everyLineTheTableListsReadsBackAsItself() throws {
        for row in ActionTable.rows {
            for line in row.lines + [row.exampleLine] {
                let action = try ActionParser.parse(line).get()
                #expect(action.text == line, "\(line) → \(action.text)")
                #expect(ActionTable.row(of: action).name == row.name, "\(line)")
            }
        }
    }

    @Test func everyRowsPatternMatchesItsExample() throws {
        for row in ActionTable.rows {
            guard let pattern = row.schemaPattern else { continue }
            let regex = try Regex(pattern)
            #expect(row.exampleLine.wholeMatch(of: regex) != nil, "\(row.exampleLine) !~ \(pattern)")
        }
    }

    @Test func aTwoWordGroupNamesItsForms() {
        guard case .failure(let error) = ActionParser.parse("session begin") else { Issue.record("accepted"); return }
        #expect(error.message == "`session` takes `start none|whenInUse|always [fullAccuracy KEY]` or `end N`, e.g. `session start always`")
        guard case .failure(let monitor) = ActionParser.parse("monitor list") else { Issue.record("accepted"); return }
        #expect(monitor.message == "`monitor` takes `add region|beacon ID` or `remove ID`, e.g. `monitor add region home`")
        guard case .failure(let setting) = ActionParser.parse("settings wifi off") else { Issue.record("accepted"); return }
        #expect(setting.message == "unknown setting `wifi` (settings: locationServices on|off, restricted on|off, app never|askNextTime|whileUsing|always, precise on|off, reset)")
        guard case .failure(let event) = ActionParser.parse("event earthquake") else { Issue.record("accepted"); return }
        #expect(event.message == "unknown event `earthquake` (events: regionEntry, visit, significantChange, locationUpdate, heading, beacon, pauseUpdates, resumeUpdates)")
    }

    /// The checked-in schema's `action` definition, found by its first and last lines.
    static func actionDefinitionRange(in schema: String, indent: String = "    ") -> Range<String.Index>? {
        guard let start = schema.range(of: indent + "\"action\": {\n") else { return nil }
        guard let end = schema.range(of: "\n" + indent + "}", range: start.upperBound..<schema.endIndex) else { return nil }
        return start.lowerBound..<end.upperBound
    }
}
