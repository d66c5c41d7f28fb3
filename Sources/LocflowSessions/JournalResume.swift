import LocflowFiles
/// The journal `--resume` takes, read once: the catalog reads every journal whole anyway (to
/// list what could be resumed and what could not be read), so the one chosen is kept from that
/// reading instead of being read and parsed a second time before the first frame.
extension SessionCatalog {
    /// The catalog of `directory` (as `init(directory:legacy:)` reads it) and the journal
    /// `resumable(id)` names, read, or why there is none: its error, as `resumable` gives it.
    public static func resuming(_ id: String?, directory: String, legacy: String?) -> (catalog: SessionCatalog, journal: Result<JournalContents, FileError>) {
        // Only the candidate so far is kept: the one named, or the newest one a bare --resume
        // takes (unfinished, with steps, not running), in the catalog's order (newest start
        // first, then the id).
        var kept: (item: Item, contents: JournalContents)?
        let catalog = SessionCatalog(directory: directory, legacy: legacy) { item, contents in
            if let id {
                if item.id == id { kept = (item, contents) }
            } else if item.offeredByResume, kept.map({ (item.started, item.id) > ($0.item.started, $0.item.id) }) ?? true {
                kept = (item, contents)
            }
        }
        switch catalog.resumable(id) {
        case .failure(let error):
            return (catalog, .failure(error))
        case .success(let item):
            if let kept, kept.item.path == item.path { return (catalog, .success(kept.contents)) }
            do {
                return (catalog, .success(try JournalContents.read(item.path)))
            } catch {
                return (catalog, .failure(error))
            }
        }
    }
}
