import ArgumentParser
import LocflowCommandLine
import LocflowCore
import LocflowDesigner
import LocflowFormats
import LocflowScenario

/// `--info-plist FILE` and `--purpose KEY=TEXT`: the app's own copy, for the explorer and the
/// storyboard alike.
struct CopyOptions: ParsableArguments {
    @Option(name: .customLong("info-plist"), help: ArgumentHelp(
        "Read the app's location keys (and its display name) from this Info.plist (XML or binary) or YAML/JSON map.",
        valueName: "file"), completion: .file(extensions: ["plist", "yaml", "yml", "json"]))
    var infoPlist: String?

    @Option(name: .customLong("purpose"), help: ArgumentHelp(
        "Set one purpose string: whenInUse=TEXT, alwaysAndWhenInUse=TEXT, always=TEXT, temporary.KEY=TEXT (or the Info.plist key names); repeatable.",
        valueName: "key=text"))
    var purposes: [String] = []

    /// Applies the file, then each `--purpose`, to `app`; the file's display name is used only
    /// when `keepName` is false (an explicit `--app-name` wins). Errors go to stderr, exit 2.
    func apply(to app: inout AppConfig, keepName: Bool) throws {
        try Self.apply(infoPlist: infoPlist, purposes: purposes, to: &app, keepName: keepName)
    }

    /// `apply(to:keepName:)` from plain values: the explorer's start reads its copy here without
    /// making a `CopyOptions`, whose option wrappers cost a sixteenth of the `--info-plist`
    /// start's CPU before its first frame.
    static func apply(infoPlist: String?, purposes: [String], to app: inout AppConfig, keepName: Bool) throws {
        do throws(ScenarioError) {
            if let infoPlist {
                let contents = try InfoPlistFile.load(infoPlist)
                app.infoPlist = contents.infoPlist
                if !keepName, let name = contents.appName { app.name = name }
            }
            for purpose in purposes { try InfoPlistFile.applyPurpose(purpose, to: &app.infoPlist) }
        } catch {
            Stderr.write("\(error)")
            throw ExitCode(2)
        }
    }
}
