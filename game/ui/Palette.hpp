#pragma once

/// \file
/// The game's colours in one place (constants only).

#include <SFML/Graphics/Color.hpp>

namespace golf::game::palette {

inline const sf::Color background{24, 32, 44};           ///< void tiles and letterbox
inline const sf::Color turf{78, 168, 86};                ///< open floor
inline const sf::Color turfStripe{70, 156, 78};          ///< every other column of floor
inline const sf::Color wallTop{184, 138, 92};            ///< top face of wall blocks
inline const sf::Color wallFace{122, 86, 56};            ///< the front face that gives depth
inline const sf::Color wallEdge{214, 176, 128};          ///< lit edge of a wall top
inline const sf::Color wallSide{150, 108, 70};           ///< shaded right side of a wall
inline const sf::Color wallShadow{0, 0, 0, 52};          ///< shadow a wall casts on the turf
inline const sf::Color sand{226, 200, 136};              ///< sand floor (format 2)
inline const sf::Color sandStripe{216, 190, 126};        ///< every other column of sand
inline const sf::Color sandGrain{184, 152, 92};          ///< the grains that mark sand
inline const sf::Color ice{204, 232, 244};               ///< ice floor
inline const sf::Color iceStripe{192, 224, 240};         ///< every other column of ice
inline const sf::Color iceGlint{255, 255, 255, 190};     ///< the streaks that mark ice
inline const sf::Color water{46, 112, 190};              ///< water
inline const sf::Color waterDeep{36, 92, 168};           ///< every other column of water
inline const sf::Color waterRipple{170, 214, 255, 150};  ///< moving ripples on water
inline const sf::Color slopeArrow{0, 0, 0, 60};          ///< downhill chevrons on slopes
inline const sf::Color slopeLight{255, 255, 255, 36};    ///< the uphill side of a slope tile
inline const sf::Color tee{160, 214, 150};               ///< the tee mat
inline const sf::Color teeMark{244, 248, 236};           ///< tee markers
inline const sf::Color cup{22, 26, 22};                  ///< the hole
inline const sf::Color cupRim{232, 236, 228};            ///< its rim
inline const sf::Color flag{228, 58, 52};                ///< the flag
inline const sf::Color ballShadow{0, 0, 0, 70};          ///< soft shadow under balls
inline const sf::Color aim{255, 255, 255, 220};          ///< aim line
inline const sf::Color preview{255, 255, 255, 170};      ///< first-bounce preview
inline const sf::Color bumper{238, 84, 150};             ///< a bumper's top (format 3)
inline const sf::Color bumperRim{255, 196, 224};         ///< its bright rim
inline const sf::Color deadWall{104, 98, 92};            ///< a dead, sticky wall's top
inline const sf::Color gateBar{250, 250, 240, 200};      ///< a gate's one-way edges
inline const sf::Color gateArrow{255, 255, 255, 150};    ///< its arrows, in the pass direction
inline const sf::Color teleport{186, 136, 255};          ///< teleport rings and the exit mark
inline const sf::Color teleportWell{44, 24, 76};         ///< the entry disc
inline const sf::Color teleportGlow{222, 200, 255, 200}; ///< the entry's turning arcs
inline const sf::Color blade{242, 236, 222};             ///< windmill arms
inline const sf::Color bladeEdge{92, 60, 44};            ///< their outline
inline const sf::Color hub{196, 64, 52};                 ///< the windmill's hub
inline const sf::Color slider{86, 118, 158};             ///< a sliding block
inline const sf::Color sliderEdge{164, 196, 230};        ///< its lit edge
inline const sf::Color moverShadow{0, 0, 0, 60};         ///< the shadow a mover casts
inline const sf::Color flash{255, 255, 255, 230};        ///< a hit bumper's or mover's flash
inline const sf::Color panel{16, 22, 30, 225};           ///< HUD and menu panels
inline const sf::Color text{240, 242, 236};              ///< normal text
inline const sf::Color dimText{160, 170, 176};           ///< secondary text
inline const sf::Color highlight{255, 214, 92};          ///< whose turn, selections, records
inline const sf::Color warning{255, 104, 88};            ///< errors and warnings (online)

/// The ball colour of each player (up to golf::maxPlayers).
inline const sf::Color players[8] = {
    {250, 250, 246}, {236, 72, 64},  {66, 136, 238}, {250, 204, 48},
    {168, 92, 224},  {255, 142, 36}, {48, 208, 196}, {244, 118, 190},
};

/// The colour of player `index`.
[[nodiscard]] inline sf::Color player(int index) {
    return players[static_cast<unsigned>(index) % 8];
}

} // namespace golf::game::palette
