@testable import LocflowCore
import Testing

/// `Simulation.answers`: what tapping each button of the prompt on screen would do, on a copy.
@Suite struct PromptAnswersTests {
    @Test func noPromptNoAnswers() {
        let h = Harness()
        #expect(h.sim.prompt == nil)
        #expect(h.sim.answers().isEmpty)
    }

    /// One answer per button, in the prompt's order, each exactly the reducer's own tap of it on
    /// a copy; the state on screen is left as it was. Every rule set's first prompts.
    @Test(arguments: RuleSet.allCases)
    func eachAnswerIsTheTapOfItsButton(ruleSet: RuleSet) throws {
        for request in [Action.requestWhenInUseAuthorization, .requestAlwaysAuthorization] {
            var h = Harness(ruleSet)
            h.run(request)
            let prompt = try #require(h.sim.prompt, "\(ruleSet) \(request.text)")
            let before = h.sim
            let answers = h.sim.answers()
            #expect(h.sim == before)
            #expect(answers.map(\.button) == prompt.buttons)
            for answer in answers {
                var tapped = before
                let outcome = tapped.apply(.tap(answer.button.label))
                #expect(answer.after == tapped && answer.outcome == outcome, "\(ruleSet) \(answer.button.label)")
                #expect(answer.after.prompt != prompt, "\(answer.button.label) leaves the prompt on screen")
            }
        }
    }

    /// The upgrade prompt's answers: keeping While Using changes nothing and the app is not told
    /// (T28); changing to Always tells it (T29).
    @Test func keepingWhileUsingIsSilent() throws {
        var h = Harness(.iOS18)
        h.run(.requestWhenInUseAuthorization)
        let allow = try #require(h.sim.prompt?.buttons.first { $0.outcome == .allowWhileUsing })
        h.run(.tap(allow.label), .requestAlwaysAuthorization)
        let answers = h.sim.answers()
        let keep = try #require(answers.first { $0.button.outcome == .keepWhileUsing })
        #expect(keep.outcome.callbacks.isEmpty)
        #expect(keep.after.authorizationStatus == .authorizedWhenInUse)
        let change = try #require(answers.first { $0.button.outcome == .changeToAlways })
        #expect(change.outcome.callbacks.map(\.canonical) == [cb.always])
        #expect(change.after.authorizationStatus == .authorizedAlways)
    }
}
