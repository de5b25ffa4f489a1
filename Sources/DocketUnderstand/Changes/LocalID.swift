/// The part of an id after its course: `assignment-homework-1` of `cs101/assignment-homework-1`.
/// Items of two paired courses are compared by it, so a course whose name changed (its file's, when
/// it has no code or title) still pairs its tasks.
func localID(_ id: String) -> String {
    id.firstIndex(of: "/").map { String(id[id.index(after: $0)...]) } ?? id
}
