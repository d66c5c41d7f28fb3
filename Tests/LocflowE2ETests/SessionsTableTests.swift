import Foundation
import LocflowTestSupport
import Testing

/// `locflow sessions`' table, through the real binary.
@Suite(.locflowBuilt, .timeLimit(.minutes(1)))
struct SessionsTableTests {
    /// A record path whose characters are longer in UTF-16 than they count (a decomposed "é", as
    /// macOS names files, and an emoji) is printed whole. Foundation's `padding(toLength:)`
    /// counted UTF-16 units against widths counted in characters and cut it to `…-🙂.ya`.
    @Test func aRecordPathWithWideCharactersIsPrintedWhole() throws {
        let state = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let sessions = state + "/locflow/sessions"
        try FileManager.default.createDirectory(atPath: sessions, withIntermediateDirectories: true)
        let record = "/tmp/cafe\u{301}-\u{1F642}.yaml"
        // A journal header as the explorer writes it; pid 999999 is no running explorer.
        let setup = #"{"app":{"infoPlist":{"alwaysAndWhenInUseUsage":"Alerts you when you arrive at a store.","alwaysUsage":"Alerts you when you arrive at a store.","backgroundModes":["location"],"defaultAccuracyReduced":false,"temporaryUsage":[{"description":"Precise location helps the courier find you.","key":"Delivery"}],"whenInUseUsage":"Shows nearby offers while you use the app."},"name":"Demo","recreateOnLaunch":true},"device":{"locationServices":true,"restricted":false},"extended":false,"ios":{"ruleSet":"18","text":"18"},"options":{"allowOnceExpiry":600,"alsoCallDeprecatedDelegate":false,"askNextTimeRestoresAlwaysRequest":true,"forceQuitRelaunches":false,"resumeReportsUnchanged":false,"temporaryAccuracyExpiry":600,"updateResetsAlways":false}}"#
        let header = #"{"locflowJournal":2,"pid":999999,"record":"\#(record)","setup":\#(setup),"started":"2026-11-23T18:41:51Z"}"#
        try (header + "\n").write(toFile: sessions + "/20261123-184151-999999.journal", atomically: true, encoding: .utf8)
        let listing = try runLocflow(["sessions"], environment: ["XDG_STATE_HOME": state])
        #expect(listing.status == 0, "\(listing.err)")
        let row = try #require(listing.out.split(separator: "\n").first { $0.hasPrefix("20261123-184151-999999") })
        #expect(row.hasSuffix("unfinished  " + record), "\(listing.out)")
    }
}
