#pragma once

/// \file
/// The web page's files, compiled into the binary from online/web/ (online/embed_web.cmake):
/// the server serves these and no other file.

#include <span>
#include <string_view>

namespace golf::online {

/// One file of the page.
struct WebAsset {
    std::string_view path;        ///< "/index.html", "/app.js", "/style.css"
    std::string_view contentType; ///< with its charset
    std::string_view body;
};

/// Every file of the page.
[[nodiscard]] std::span<const WebAsset> webAssets();

} // namespace golf::online
