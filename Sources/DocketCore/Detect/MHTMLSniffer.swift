/// Tells a saved web archive (MHTML: Chrome's and Edge's "Webpage, Single File", `.mht`/`.mhtml`)
/// by its MIME header block: `MIME-Version` and a `multipart/related` content type before the first
/// blank line. Only the first 4 KiB are looked at.
enum MHTMLSniffer {
    static func isWebArchive(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self).lowercased()
        let crlfHeaders = head.components(separatedBy: "\r\n\r\n").first ?? head
        let headers = crlfHeaders.components(separatedBy: "\n\n").first ?? crlfHeaders
        return headers.contains("mime-version:") && headers.contains("multipart/related")
    }
}
