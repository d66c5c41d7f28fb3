import LocflowCore
import Testing
@testable import LocflowFormats
@testable import LocflowScenario

/// Saved and `--record` YAML escape the bidi controls every other writer escapes: an app name
/// holding U+202E or U+2066 is written as `\u` escapes (no raw override reorders the file on
/// screen) and reads back as the same name.
@Suite struct BidiYAMLTests {
    static let bidi: [Unicode.Scalar] = ["\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
                                         "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]

    @Test func aQuotedScalarKeepsNoRawBidiControl() {
        for scalar in Self.bidi {
            let quoted = YAMLText.quoted("Maps\(scalar)evil")
            #expect(!quoted.unicodeScalars.contains(scalar), "\(quoted.debugDescription)")
            #expect(quoted.contains("\\u"))
            #expect(!YAMLText.commentText("a\(scalar)b").unicodeScalars.contains(scalar))
        }
    }

    @Test func aSavedSessionWithBidiNamesReadsBack() throws {
        var app = AppConfig()
        app.name = "Maps \u{202E}lave\u{202C} \u{2066}x\u{2069}"
        let session = Session(setup: Setup(app: app), steps: [.action(.requestWhenInUseAuthorization)])
        let yaml = ScenarioWriter.yaml(session)
        #expect(!yaml.unicodeScalars.contains { Self.bidi.contains($0) }, "no raw bidi control in the file")
        let read = try ScenarioParser.parse(yaml, file: "bidi.yaml")
        #expect(read.session.setup.app.name == app.name)
    }
}
