extension ExplorerState {
    /// Opens in the designer view (`--designer`); `D` switches back to the codes.
    public mutating func showDesignerView() {
        view.designerOpen = true
    }
}
