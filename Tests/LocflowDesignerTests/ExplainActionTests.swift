import LocflowCore
import LocflowGlossary
import Testing

/// `locflow explain` answers every scenario action from the action table, and every world event
/// by its own line (the manager's `requestLocation`, `event pauseUpdates` among them).
@Suite struct ExplainActionTests {
    @Test func everyActionLineIsExplained() {
        for row in ActionTable.rows {
            for line in row.lines + [row.exampleLine] {
                let entry = Glossary.lookup(line)
                #expect(entry != nil, "\(line)")
            }
        }
        #expect(Glossary.lookup("requestLocation")?.text.contains("requestLocation()") == true)
        #expect(Glossary.lookup("event pauseUpdates")?.text.contains("didPauseLocationUpdates") == true)
        #expect(Glossary.lookup("event resumeUpdates")?.text.contains("D59") == true)
    }
}
