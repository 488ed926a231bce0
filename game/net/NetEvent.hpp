#pragma once

/// \file
/// What a connection to the server reports to the window's thread: online's ClientEvent
/// (Opened, Message, Closed), which the one client connection of the project reports.

#include "golf/online/client_event_queue.hpp"

namespace golf::game {

/// One thing that happened on a connection.
using NetEvent = online::ClientEvent;

} // namespace golf::game
