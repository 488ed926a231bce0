#include "BoardView.hpp"

#include <algorithm>

namespace golf::game {

void BoardView::fit(int cols, int rows, sf::FloatRect area) {
    const float c = static_cast<float>(std::max(cols, 1));
    const float r = static_cast<float>(std::max(rows, 1));
    scale_ = std::max(1e-3f, std::min(area.width / c, area.height / r));
    offset_ = {area.left + (area.width - c * scale_) / 2,
               area.top + (area.height - r * scale_) / 2};
}

sf::Vector2f BoardView::toScreen(Vec2 world) const {
    return {offset_.x + static_cast<float>(world.x) * scale_,
            offset_.y + static_cast<float>(world.y) * scale_};
}

Vec2 BoardView::toWorld(sf::Vector2f pixel) const {
    return {(pixel.x - offset_.x) / scale_, (pixel.y - offset_.y) / scale_};
}

sf::Transform BoardView::transform() const {
    sf::Transform t;
    t.translate(offset_);
    t.scale(scale_, scale_);
    return t;
}

} // namespace golf::game
