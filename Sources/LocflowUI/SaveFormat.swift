/// What the save key writes: the session as a scenario, one of `locflow export`'s formats
/// (docs/export.md), so a tester takes the flow to the Simulator without leaving the explorer,
/// or a storyboard (docs/designer-guide.md), so a designer takes the prompts to a review.
public enum SaveFormat: String, CaseIterable, Sendable {
    case scenario, xcuitest, simctl, maestro, storyboard, storyboardSVG, storyboardMarkdown

    /// The save menu's row: the name and what it writes.
    var row: (name: String, value: String) {
        switch self {
        case .scenario: ("Scenario", "YAML that `locflow run` replays")
        case .xcuitest: ("XCUITest", "Swift UI test answering each alert via SpringBoard")
        case .simctl: ("simctl script", "`xcrun simctl privacy` per step, and what it cannot set")
        case .maestro: ("Maestro flow", "YAML that taps each alert button by its text")
        case .storyboard: ("Storyboard", "HTML page: each prompt as the iOS alert, with your copy")
        case .storyboardSVG: ("Storyboard SVG", "the same storyboard as one SVG picture")
        case .storyboardMarkdown: ("Storyboard MD", "the same storyboard in Markdown, for a review")
        }
    }

    /// A storyboard page, not a scenario or an export.
    public var isStoryboard: Bool {
        switch self {
        case .storyboard, .storyboardSVG, .storyboardMarkdown: true
        case .scenario, .xcuitest, .simctl, .maestro: false
        }
    }

    /// How the saved file's name ends: `.yaml`, `-xcuitest.swift`, `-storyboard.html` … (a
    /// storyboard's ending is its page format's name: the executable's `SaveFormat.board`, which
    /// `SavedStoryboardTests` checks against it).
    public var fileSuffix: String {
        switch self {
        case .scenario: ".yaml"
        case .xcuitest: "-xcuitest.swift"
        case .simctl: "-simctl.sh"
        case .maestro: "-maestro.yaml"
        case .storyboard: "-storyboard.html"
        case .storyboardSVG: "-storyboard.svg"
        case .storyboardMarkdown: "-storyboard.md"
        }
    }

    /// What the log calls the saved file.
    var noun: String {
        switch self {
        case .scenario: "a scenario"
        case .xcuitest: "an XCUITest"
        case .simctl: "a simctl script"
        case .maestro: "a Maestro flow"
        case .storyboard: "a storyboard"
        case .storyboardSVG: "a storyboard (SVG)"
        case .storyboardMarkdown: "a storyboard (Markdown)"
        }
    }

    /// What the typed name becomes, for the name field's hint: every format carries the
    /// scenario's `name:`; a storyboard shows it as its title.
    var nameRole: String {
        isStoryboard ? "the storyboard's title" : "the scenario's name"
    }

    /// Where the log points after a save: what reads the file.
    var readBy: String {
        switch self {
        case .scenario: "(locflow run replays it)"
        case .xcuitest, .simctl, .maestro: "(docs/export.md)"
        case .storyboard: "(open it in a browser; docs/designer-guide.md)"
        case .storyboardSVG, .storyboardMarkdown: "(docs/designer-guide.md)"
        }
    }
}
