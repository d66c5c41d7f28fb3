import LocflowDesigner
import LocflowUI

extension SaveFormat {
    /// The storyboard page this format writes, or nil for a scenario or an export.
    var board: BoardFormat? {
        switch self {
        case .storyboard: .html
        case .storyboardSVG: .svg
        case .storyboardMarkdown: .md
        case .scenario, .xcuitest, .simctl, .maestro: nil
        }
    }
}
