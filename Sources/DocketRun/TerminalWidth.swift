import Foundation

/// The width of the terminal a file descriptor writes to, in columns; nil when it is not a terminal
/// (or says 0). Asked again for each line, so a resized pane is followed.
public enum TerminalWidth {
    public static func columns(of descriptor: Int32 = STDERR_FILENO) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
