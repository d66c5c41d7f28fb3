import LocflowExport
import Testing
import Yams

/// The commands the Maestro export may write, as Maestro's documentation names them.
private let maestroCommands: Set<String> = ["launchApp", "tapOn", "assertVisible", "assertNotVisible", "setPermissions", "pressKey", "stopApp"]

@Suite("The Maestro export is a valid Maestro flow")
struct MaestroSyntaxTests {
    @Test("two YAML documents: the config with appId, then a list of known commands")
    func shape() throws {
        let files = seedFiles + ["Tests/LocflowExportTests/Fixtures/every-action.yaml", ModernExportTests.fixture]
        for file in files {
            for bundle in [nil, "com.example.Tracker"] {
                let text = export(.maestro, try flow(file), bundle: bundle)
                let documents = Array(try Yams.load_all(yaml: text))
                #expect(documents.count == 2, "\(file)")
                let config = try #require(documents.first as? [String: Any], "\(file)")
                #expect(config["appId"] as? String == bundle ?? SimctlExporter.placeholderBundle)
                let commands = try #require(documents.last as? [Any], "\(file)")
                #expect(!commands.isEmpty)
                for command in commands {
                    let name = (command as? String) ?? (command as? [String: Any])?.keys.first
                    #expect(name.map(maestroCommands.contains) == true, "\(file): \(command)")
                }
                let launch = try #require(commands.first as? [String: Any])
                let options = try #require(launch["launchApp"] as? [String: Any])
                #expect((options["permissions"] as? [String: Any])?["location"] as? String == "unset")
            }
        }
    }

    @Test("a bundle id with YAML's special characters stays one string")
    func quoting() throws {
        let text = export(.maestro, try flow("Scenarios/seeds/ios10-always-two-buttons.yaml"), bundle: "com.example.\"odd\": #x")
        let config = try #require(Array(try Yams.load_all(yaml: text)).first as? [String: Any])
        #expect(config["appId"] as? String == "com.example.\"odd\": #x")
    }
}
