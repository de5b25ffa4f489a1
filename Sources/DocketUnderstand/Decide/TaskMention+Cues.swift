extension TaskMention {
    /// The same mention with more cues.
    func cued(_ more: Set<TaskCue>) -> TaskMention {
        var copy = self
        copy.cues.formUnion(more)
        return copy
    }
}
