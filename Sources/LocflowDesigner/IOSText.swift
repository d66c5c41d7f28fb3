import LocflowCore

/// The words of a prompt exactly as iOS draws them, for pictures a person will look at.
///
/// The core keeps the scenario contract's spelling (straight apostrophes, so `tap Don't Allow`
/// is easy to type); iOS itself sets the typographic apostrophe ("Don’t Allow", reference §4,
/// [STR S1] `LOCATION_CLIENT_PERMISSION_NEVER_BUTTON`). The purpose string is shown as the
/// app wrote it, without the quotes the explorer's normal view adds.
public enum IOSText {
    /// A label or title with straight apostrophes made typographic, as the iOS strings set them.
    public static func display(_ text: String) -> String {
        String(text.map { $0 == "'" ? "\u{2019}" : $0 })
    }

    /// The prompt's title as iOS shows it.
    public static func title(_ prompt: Prompt) -> String { display(prompt.title) }

    /// The prompt's message (the app's purpose string) as iOS shows it, or nil when it has none.
    public static func message(_ prompt: Prompt) -> String? { prompt.message }

    /// The button labels as iOS shows them, in display order.
    public static func buttons(_ prompt: Prompt) -> [String] { prompt.buttons.map { display($0.label) } }

    /// The Precise switch on the prompt's map, in iOS's own words ("Precise: On"), when shown (T60).
    public static func precise(_ prompt: Prompt) -> String? {
        prompt.precise.map { "Precise: \($0 ? "On" : "Off")" }
    }

    /// The prompt shows a map: the first prompt's, with its Precise switch (T60) or, for an app
    /// with the reduced-accuracy key, an approximate location and no switch (D54); or the
    /// reminder's map of collected locations (P-REM-13).
    public static func hasMap(_ prompt: Prompt) -> Bool { prompt.precise != nil || prompt.approximateMap || prompt.showsLocationsMap }

    /// Where the reminder's map puts its pins of collected locations, as fractions of the map's
    /// width and height: one list, so the HTML and SVG boards draw the same map (P-REM-13).
    public static let collectedLocations: [(x: Double, y: Double)] = [(0.3, 0.35), (0.55, 0.6), (0.7, 0.3)]

    /// iOS sets two short buttons side by side and three or more (or long ones) stacked.
    public static func sideBySide(_ prompt: Prompt, fitting width: Int = 13) -> Bool {
        prompt.buttons.count == 2 && prompt.buttons.allSatisfy { $0.label.count <= width }
    }
}
