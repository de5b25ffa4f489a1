import Foundation

/// A course's grade book: the weighted categories of the grading scheme and each student's scores.
///
/// Weights are percentages and must add up to 100; a category with no scores yet is left out of the
/// running grade and the other weights are scaled up, so a grade early in the term is not dragged
/// down by work that is not due yet.
struct GradeBook: Codable, Equatable {
    struct Category: Codable, Equatable {
        var name: String
        var weight: Double
        /// How many of the lowest scores are dropped ("the lowest quiz is dropped").
        var dropLowest: Int = 0
    }

    struct Score: Codable, Equatable {
        var category: String
        var item: String
        var points: Double
        var outOf: Double
        var due: Date
    }

    enum Problem: Error, Equatable {
        case weightsDoNotAddUp(Double)
        case unknownCategory(String)
    }

    var categories: [Category]
    var scores: [String: [Score]] = [:]

    init(categories: [Category]) throws {
        let total = categories.map(\.weight).reduce(0, +)
        guard abs(total - 100) < 0.001 else { throw Problem.weightsDoNotAddUp(total) }
        self.categories = categories
    }

    mutating func record(_ score: Score, for student: String) throws {
        guard categories.contains(where: { $0.name == score.category }) else {
            throw Problem.unknownCategory(score.category)
        }
        scores[student, default: []].append(score)
    }

    /// The running grade in percent, or nil while nothing has been scored.
    func grade(of student: String) -> Double? {
        let mine = scores[student] ?? []
        var earned = 0.0, weights = 0.0
        for category in categories {
            let fractions = mine.filter { $0.category == category.name }
                .map { $0.points / $0.outOf }
                .sorted()
                .dropFirst(category.dropLowest)
            guard !fractions.isEmpty else { continue }
            earned += category.weight * fractions.reduce(0, +) / Double(fractions.count)
            weights += category.weight
        }
        return weights > 0 ? earned / weights * 100 : nil
    }
}

extension GradeBook {
    /// The usual scheme of a lab course: homework 30%, labs 20%, midterm 20%, final exam 30%.
    static func labCourse() throws -> GradeBook {
        try GradeBook(categories: [
            Category(name: "Homework", weight: 30, dropLowest: 1),
            Category(name: "Labs", weight: 20),
            Category(name: "Midterm", weight: 20),
            Category(name: "Final exam", weight: 30),
        ])
    }
}
