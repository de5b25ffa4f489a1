import Foundation

/// A course's task changes: added, removed, moved (date or time), retitled, reweighted.
enum TaskChanges {
    static func between(_ old: [DocketTask], _ new: [DocketTask], course: String) -> [Change] {
        var changes: [Change] = []
        var unmatchedOld = old.filter { task in !new.contains { localID($0.id) == localID(task.id) } }
        var unmatchedNew = new.filter { task in !old.contains { localID($0.id) == localID(task.id) } }
        var pairs: [(DocketTask, DocketTask)] = new.compactMap { task in
            old.first { localID($0.id) == localID(task.id) }.map { ($0, task) }
        }
        // A title reworded beyond what the id absorbs, but naming the same deliverable.
        for task in unmatchedNew {
            let key = TitleKey(task.title)
            if let index = unmatchedOld.firstIndex(where: { $0.type == task.type && TitleKey($0.title).sameTask(as: key) }) {
                pairs.append((unmatchedOld.remove(at: index), task))
                unmatchedNew.removeAll { $0.id == task.id }
            }
        }
        for task in unmatchedOld {
            changes.append(Change(subject: .task, kind: .removed, course: course, id: task.id, title: task.title,
                                  old: when(task), new: nil))
        }
        for task in unmatchedNew {
            changes.append(Change(subject: .task, kind: .added, course: course, id: task.id, title: task.title,
                                  old: nil, new: when(task)))
        }
        for (before, after) in pairs {
            if squeezed(before.title) != squeezed(after.title) {
                changes.append(Change(subject: .task, kind: .retitled, course: course, id: after.id, title: after.title,
                                      old: squeezed(before.title), new: squeezed(after.title)))
            }
            if when(before) != when(after) {
                changes.append(Change(subject: .task, kind: .moved, course: course, id: after.id, title: after.title,
                                      old: when(before), new: when(after)))
            }
            if before.weight != after.weight {
                changes.append(Change(subject: .task, kind: .reweighted, course: course, id: after.id, title: after.title,
                                      old: before.weight.map(percent), new: after.weight.map(percent)))
            }
        }
        return changes
    }

    /// "2025-09-09", "2025-09-09 17:00", "2025-10-14 to 2025-10-16".
    static func when(_ task: DocketTask) -> String {
        var text = task.dueDate.description
        if let time = task.dueTime { text += " \(time)" }
        if let end = task.windowEnd, end != task.dueDate { text += " to \(end)" }
        return text
    }

    static func percent(_ weight: Double) -> String {
        (weight == weight.rounded() ? String(Int(weight)) : String(format: "%.2f", weight)) + "%"
    }

    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
