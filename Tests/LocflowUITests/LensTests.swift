import CellGrid
import LocflowCore
import Testing
@testable import LocflowUI

/// The app-code lens, case by case, reached with keys through `Explorer.update` (iOS 18 unless
/// said): what the seeds' code reads, and each wrong conclusion with its source.
@Suite struct LensTests {
    /// One row of the table.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var ruleSet: RuleSet = .iOS18
        var app = AppConfig()
        var keys: String
        var listing1: String
        var listing3: FeatureLevel
        var helper: (HelperReading.Status, HelperReading.Status)
        var flag: Bool
        var requested: PermissionGroup?
        var next: HelperReading.Move
        /// Each finding as severity and a part of its source; in the lens's order.
        var findings: [(LensFinding.Severity, String)]
        var testDescription: String { name }
    }

    static let whenInUseFeatures = FeatureLevel.whenInUse.call

    static let cases: [Case] = [
        Case(name: "fresh install", keys: "", listing1: "requestWhenInUseAuthorization()", listing3: .nothingYet,
             helper: (.notDetermined, .notDetermined), flag: false, requested: nil, next: .request(.whenInUse), findings: []),
        Case(name: "Allow Once: the helper would ask for Always, ignored (T30)", keys: "w1", listing1: whenInUseFeatures,
             listing3: .whenInUse, helper: (.granted, .notDetermined), flag: false, requested: nil, next: .request(.always),
             findings: [(.wrong, "T30, D3")]),
        Case(name: "Allow Once, then it asks: the request stays pending", keys: "w1a", listing1: whenInUseFeatures,
             listing3: .whenInUse, helper: (.granted, .permanentlyDenied), flag: true, requested: .always,
             next: .updatesWhileInUse, findings: [(.caution, "T30, D3")]),
        Case(name: "the flag says refused, but iOS would still ask (T27)", keys: "w1aW", listing1: whenInUseFeatures,
             listing3: .whenInUse, helper: (.granted, .permanentlyDenied), flag: true, requested: .always,
             next: .updatesWhileInUse, findings: [(.wrong, "T27"), (.caution, "T30, D3")]),
        Case(name: "provisional Always taken for Always (T21, D14)", keys: "a2", listing1: FeatureLevel.always.call,
             listing3: .always, helper: (.granted, .granted), flag: true, requested: nil, next: .updatesWithAlways,
             findings: [(.wrong, "T21, D14")]),
        Case(name: "provisional without a prompt on iOS 13.0 (§3.3)", ruleSet: .iOS13_0, keys: "w1a",
             listing1: FeatureLevel.always.call, listing3: .always, helper: (.granted, .granted), flag: true, requested: nil,
             next: .updatesWithAlways, findings: [(.wrong, "T21, D14")]),
        Case(name: "Keep Only While Using: no callback (T28)", keys: "w2a1", listing1: whenInUseFeatures, listing3: .whenInUse,
             helper: (.granted, .permanentlyDenied), flag: true, requested: .always, next: .updatesWhileInUse,
             findings: [(.caution, "T28")]),
        Case(name: "Ask Next Time: flag cleared, and the request is given back (D24, revised)", keys: "w2a1K",
             listing1: "requestWhenInUseAuthorization()", listing3: .whenInUse, helper: (.notDetermined, .notDetermined),
             flag: false, requested: nil, next: .request(.whenInUse), findings: [(.wrong, "seed 000, T43")]),
        Case(name: "Ask Next Time, then While Using again: the Always request prompts again (D24, revised)", keys: "w2a1Kw2",
             listing1: whenInUseFeatures, listing3: .whenInUse, helper: (.granted, .notDetermined), flag: false, requested: nil,
             next: .request(.always), findings: []),
        Case(name: "Location Services off: the fix is the switch (T45)", keys: "w2S", listing1: FeatureLevel.disabled.call,
             listing3: .disabled, helper: (.permanentlyDenied, .permanentlyDenied), flag: false, requested: nil,
             next: .openAppSettings, findings: [(.wrong, "T45, §6.2")]),
        Case(name: "restricted: everyone is right", keys: "X", listing1: FeatureLevel.disabled.call, listing3: .disabled,
             helper: (.restricted, .restricted), flag: false, requested: nil, next: .stopRestricted, findings: []),
        Case(name: "denied by the person: everyone is right", keys: "w3", listing1: FeatureLevel.disabled.call,
             listing3: .disabled, helper: (.permanentlyDenied, .permanentlyDenied), flag: false, requested: nil,
             next: .openAppSettings, findings: []),
        Case(name: "Allow Once expired, told on resume: Listing 3 keeps its features (T40, D22)", keys: "w1b.f",
             listing1: "requestWhenInUseAuthorization()", listing3: .whenInUse, helper: (.notDetermined, .notDetermined),
             flag: false, requested: nil, next: .request(.whenInUse), findings: [(.wrong, "seed 000, D22")]),
        Case(name: "Allow Once through requestAlways, expired: the request is given back (T22, D24, revised)", keys: "a1b.f",
             listing1: "requestWhenInUseAuthorization()", listing3: .whenInUse, helper: (.notDetermined, .notDetermined),
             flag: false, requested: nil, next: .request(.whenInUse),
             findings: [(.wrong, "seed 000, D22")]),
        Case(name: "no When-In-Use purpose string: the request does nothing (T16)", app: AppConfig(infoPlist: InfoPlist()),
             keys: "", listing1: "requestWhenInUseAuthorization()", listing3: .nothingYet,
             helper: (.notDetermined, .notDetermined), flag: false, requested: nil, next: .request(.whenInUse),
             findings: [(.wrong, "T16")]),
        Case(name: "a relaunch forgets the pending request, not the flag", keys: "w2a1kl", listing1: whenInUseFeatures,
             listing3: .whenInUse, helper: (.granted, .permanentlyDenied), flag: true, requested: nil,
             next: .updatesWhileInUse, findings: []),
        Case(name: "only the first manager is the code's delegate", keys: "mw2", listing1: whenInUseFeatures,
             listing3: .whenInUse, helper: (.granted, .notDetermined), flag: false, requested: nil, next: .request(.always),
             findings: []),
    ]

    @Test(arguments: cases)
    func reading(_ row: Case) {
        let state = explorer(row.ruleSet, app: row.app, keys: row.keys)
        let lens = AppCodeLens(state.sim, memory: state.lensMemory)
        #expect(lens.listing1 == row.listing1)
        #expect(lens.listing3 == row.listing3)
        #expect(lens.helperWhenInUse == row.helper.0 && lens.helperAlways == row.helper.1)
        #expect(lens.flag == row.flag)
        #expect(lens.requestedPermission == row.requested)
        #expect(lens.next == row.next)
        let found = lens.findings.map { ($0.severity, $0.source) }
        #expect(found.count == row.findings.count, "\(lens.findings.map(\.line))")
        for (got, want) in zip(found, row.findings) {
            #expect(got.0 == want.0 && got.1.contains(want.1), "\(got) vs \(want)")
        }
    }

    @Test func wordingNamesTheCodeAndTheFix() {
        let allowOnce = AppCodeLens(explorer(keys: "w1").sim, memory: explorer(keys: "w1").lensMemory)
        #expect(allowOnce.findings.first?.line == "✗ the helper reads Always as notDetermined; requestAlwaysAuthorization() is ignored silently: the app holds Allow Once, and iOS ignores Always requests during temporary authorization (T30, D3)")
        let off = explorer(keys: "w2S")
        #expect(AppCodeLens(off.sim, memory: off.lensMemory).findings.first?.text.contains("global Location Services switch") == true)
        let ask = explorer(keys: "w2a1K")
        #expect(AppCodeLens(ask.sim, memory: ask.lensMemory).findings.last?.text.contains("after “settings app askNextTime”") == true)
    }

    @Test func theCodeReadsNothingWhileTheAppIsNotRunning() {
        let state = explorer(keys: "w2ak")
        let lens = AppCodeLens(state.sim, memory: state.lensMemory)
        #expect(!lens.running && lens.findings.isEmpty && lens.flag)
        #expect(picture(explorer(keys: "w2akd")).contains("The app is not running"))
    }

    @Test func dTogglesThePanelInPlaceOfTheRightColumn() {
        var state = explorer(keys: "w1")
        type("d", into: &state)
        #expect(state.view.lensOpen)
        let shown = picture(state)
        #expect(shown.contains("App-code lens") && !shown.contains("─ Status ─"))
        type("d", into: &state)
        #expect(!state.view.lensOpen && picture(state).contains("─ Status ─"))
    }

    @Test func lensPictures() {
        assertSnapshot(picture(explorer(keys: "w1d")), named: "lens-allowOnce-100x30")
        assertSnapshot(picture(explorer(keys: "w1d"), compact), named: "lens-allowOnce-80x24")
        assertSnapshot(picture(explorer(keys: "w2a1Kd"), compact), named: "lens-askNextTime-80x24")
    }
}
