extension Array {
    /// Reorders the elements so that the element at position `k` is the one that was at `order[k]`, by swapping
    /// along each cycle of the permutation: elements move, none is copied (copying a struct of strings retains
    /// each of them). `order` must be a permutation of the array's indices.
    public mutating func permute(to order: [Int]) {
        precondition(order.count == count, "the order must name every element once")
        var order = order
        // The buffer's swap moves its elements; the array's own `swapAt` copies them through a temporary.
        withUnsafeMutableBufferPointer { elements in
            for start in elements.indices where order[start] != start {
                var current = start
                while order[current] != start {
                    let next = order[current]
                    elements.swapAt(current, next)
                    order[current] = current
                    current = next
                }
                order[current] = current
            }
        }
    }
}
