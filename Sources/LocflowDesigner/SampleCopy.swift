import LocflowCore

/// locflow's own sample purpose strings (the demo app's Info.plist, `InfoPlist.contractDefault`):
/// text a designer did not write. Wherever a prompt shows one it is labelled as locflow's sample,
/// so a `--purpose` that sets one key never passes the demo's copy off as the app's own words.
public enum SampleCopy {
    /// Every purpose string of the demo app's Info.plist.
    public static let texts: Set<String> = {
        let d = InfoPlist.contractDefault
        return Set([d.whenInUseUsage, d.alwaysAndWhenInUseUsage, d.alwaysUsage].compactMap { $0 } + (d.temporaryUsage ?? []).map(\.description))
    }()

    /// Whether `message` (a prompt's purpose string) is locflow's sample, not the app's.
    public static func isSample(_ message: String?) -> Bool {
        message.map(texts.contains) ?? false
    }

    /// The label a sample purpose string carries in the codes view and on pages.
    public static let label = "locflow's sample words, not the app's"
}
