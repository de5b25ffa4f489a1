/// Destinations (groups named by their first control word) whose text is not the document's.
///
/// Tables of fonts, colours, styles and lists, document information, pictures and objects, field
/// instructions (the field's result is read), bookmarks, list markers (`\listtext`, `\pntext`: the
/// reader, like the DOCX one, gives no list markers), headers and footers, annotations and shapes.
/// Any group starting with `\*` whose word is not known is skipped too, as the RTF spec asks.
enum RTFDestinations {
    static let skipped: Set<String> = [
        "fonttbl", "colortbl", "stylesheet", "info", "pict", "object", "objdata", "themedata",
        "colorschememapping", "latentstyles", "datastore", "xmlnstbl", "listtable", "listoverridetable",
        "rsidtbl", "generator", "filetbl", "revtbl", "fldinst", "bkmkstart", "bkmkend", "shp", "shpinst",
        "nonshppict", "header", "headerl", "headerr", "headerf", "footer", "footerl", "footerr", "footerf",
        "pgdsctbl", "operator", "author", "title", "subject", "comment", "annotation", "atnid", "atnauthor",
        "atndate", "atnref", "xe", "tc", "listtext", "pntext", "pntxta", "pntxtb", "template", "userprops",
        "docvar", "mmathPr", "wgrffmtfilter", "pgptbl", "protusertbl", "ftnsep", "ftnsepc", "ftncn",
        "aftnsep", "aftnsepc", "aftncn", "background", "panose", "falt", "fname", "upr", "factoidname",
        "blipuid", "passwordhash", "defchp", "defpap", "formfield", "ffname", "ffdeftext", "nonesttables",
    ]
}
