extension ExplorerState {
    /// Opens in the designer view (`--designer`); `D` switches back to the codes.
    public mutating func showDesignerView() {
        view.designerOpen = true
        refreshPromptAnswers()
    }

    /// Works out the prompt's answers while the designer view is open, the only view that reads
    /// them; clears them while it is closed, so a key in the everyday view taps no copies (as
    /// the coverage summary is kept only while its panel is open).
    mutating func refreshPromptAnswers() {
        promptAnswers = view.designerOpen ? sim.answers() : []
    }
}
