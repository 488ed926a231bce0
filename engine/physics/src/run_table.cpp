#include "run_table.hpp"

namespace golf {

RunTable::RunTable(int width, int height) : width_(width), height_(height) {
    // Lines: horizontal 0..height, vertical 0..width, y = x + k for k in 1 - width..height - 1,
    // x + y = k for k in 1..width + height - 1.
    const std::size_t counts[4] = {
        static_cast<std::size_t>(height) + 1, static_cast<std::size_t>(width) + 1,
        static_cast<std::size_t>(width + height - 1), static_cast<std::size_t>(width + height - 1)};
    lowestOffset_[0] = 0;
    lowestOffset_[1] = 0;
    lowestOffset_[2] = 1 - width;
    lowestOffset_[3] = 1;
    std::size_t lines = 0;
    for (std::size_t kind = 0; kind < 4; ++kind) {
        lineBase_[kind] = lines;
        lines += counts[kind];
    }
    slotStart_.assign(2 * lines + 1, 0);
}

void RunTable::addMaterial(std::uint8_t material) {
    if (materials_.empty()) {
        materials_.reserve(spans_.capacity());
        materials_.assign(spans_.size(), 0);
    }
    materials_.push_back(material);
}

void RunTable::finish() {
    const auto end = static_cast<std::uint32_t>(spans_.size());
    for (; filledSlots_ < slotStart_.size(); ++filledSlots_) {
        slotStart_[filledSlots_] = end;
    }
}

FaceRun RunTable::run(std::uint32_t id) const {
    // The last slot starting at or before id whose next slot starts after it.
    const auto after = std::upper_bound(slotStart_.begin(), slotStart_.end(), id);
    const auto slot = static_cast<std::size_t>(after - slotStart_.begin()) - 1;
    const std::size_t line = slot / 2;
    int kind = 3;
    while (lineBase_[kind] > line) {
        --kind;
    }
    return {.line = static_cast<FaceLine>(kind),
            .side = static_cast<std::int8_t>(slot % 2 == 0 ? -1 : 1),
            .material = material(id),
            .offset = static_cast<std::int32_t>(line - lineBase_[kind]) + lowestOffset_[kind],
            .first = spans_[id].first,
            .last = spans_[id].last};
}

} // namespace golf
