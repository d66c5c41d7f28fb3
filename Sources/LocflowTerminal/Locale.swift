import Glibc

/// Selects the user's locale, falling back to C.UTF-8 when it is not UTF-8.
///
/// Must run before `newterm`: without a UTF-8 locale ncursesw degrades box drawing to ASCII
/// letters and mangles every non-ASCII glyph. C.UTF-8 ships with Debian and Ubuntu images.
func ensureUTF8Locale() {
    setlocale(LC_ALL, "")
    if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
        setlocale(LC_CTYPE, "C.UTF-8")
    }
}
