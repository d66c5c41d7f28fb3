import Glibc

/// Selects the user's locale, falling back to C.UTF-8 when it is not UTF-8.
///
/// For `HeadlessScreen`, which reads glyphs back and so always needs the wide-character path.
/// Must run before `newterm`: without a UTF-8 locale ncursesw degrades box drawing to ASCII
/// letters and mangles every non-ASCII glyph. C.UTF-8 ships with Debian and Ubuntu images.
func ensureUTF8Locale() {
    if !selectUserLocale() { setlocale(LC_CTYPE, "C.UTF-8") }
}

/// Selects the user's locale (LC_ALL, LC_CTYPE, LANG) and says whether it is UTF-8.
///
/// The explorer keeps a non-UTF-8 locale (`LANG=C`, Latin-1) as it is, as dialog and htop do:
/// the terminal may not understand UTF-8, so boxes use the terminal's own line drawing (ACS) and
/// other non-ASCII text an ASCII stand-in (see `LineDrawing`).
///
/// Only the character type: that is all curses and the text widths use, and selecting every
/// category read a dozen locale files before the first frame.
func selectUserLocale() -> Bool {
    setlocale(LC_CTYPE, "")
    return String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
}
