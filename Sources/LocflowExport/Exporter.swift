import LocflowCore

/// The three exports, by the name the command line uses.
public enum ExportFormat: String, CaseIterable, Sendable {
    case xcuitest, simctl, maestro

    /// The export of `flow`; `command` is written in the header so the file says how to remake it.
    public func render(_ flow: ExportFlow, command: String, bundle: String?) -> String {
        switch self {
        case .xcuitest: XCUITestExporter.export(flow, command: command)
        case .simctl: SimctlExporter.export(flow, command: command, bundle: bundle)
        case .maestro: MaestroExporter.export(flow, command: command, bundle: bundle)
        }
    }

    /// What the export is, for help text.
    public var summary: String {
        switch self {
        case .xcuitest: "a Swift XCUITest that drives the real app and answers each alert through SpringBoard"
        case .simctl: "a shell script of `xcrun simctl privacy` commands that put a Simulator into each step's state"
        case .maestro: "a Maestro YAML flow that taps each alert button by its text"
        }
    }
}
