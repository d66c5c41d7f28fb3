import CellGrid
import Testing

@Suite struct RectTests {
    let screen = Rect(row: 0, col: 0, rows: 24, cols: 80)

    @Test func insetShrinksAndClamps() {
        #expect(screen.inset(by: 1) == Rect(row: 1, col: 1, rows: 22, cols: 78))
        #expect(screen.inset(top: 2, right: 10) == Rect(row: 2, col: 0, rows: 22, cols: 70))
        #expect(Rect(row: 0, col: 0, rows: 2, cols: 2).inset(by: 3).isEmpty)
    }

    @Test func splitRowsGivesFixedPartsFirstAndSharesTheRest() {
        let parts = screen.splitRows([.fixed(1), .fill, .fill, .fixed(2)])
        #expect(parts.map(\.rows) == [1, 11, 10, 2])
        #expect(parts.map(\.row) == [0, 1, 12, 22])
        #expect(parts.allSatisfy { $0.cols == 80 })
    }

    @Test func splitColsWhenSpaceRunsOut() {
        let parts = Rect(row: 3, col: 5, rows: 1, cols: 10).splitCols([.fixed(8), .fill, .fixed(8)])
        #expect(parts == [
            Rect(row: 3, col: 5, rows: 1, cols: 8),
            Rect(row: 3, col: 13, rows: 1, cols: 0),
            Rect(row: 3, col: 13, rows: 1, cols: 2),
        ])
    }

    @Test func containsAndIntersection() {
        let a = Rect(row: 2, col: 2, rows: 3, cols: 3)
        #expect(a.contains(row: 2, col: 4))
        #expect(!a.contains(row: 5, col: 2))
        #expect(a.intersection(Rect(row: 4, col: 0, rows: 10, cols: 3)) == Rect(row: 4, col: 2, rows: 1, cols: 1))
        #expect(a.intersection(Rect(row: 10, col: 10, rows: 1, cols: 1)).isEmpty)
    }
}
